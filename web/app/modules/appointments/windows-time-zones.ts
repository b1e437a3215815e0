/**
 * Outlook and Exchange name zones the Windows way ("Eastern Standard Time") or by their display
 * name ("(UTC-05:00) Eastern Time (US & Canada)"), often without a VTIMEZONE the file would
 * define them by. The zones of our offices and the most common others, from the CLDR's
 * windowsZones table (territory 001); a name not here falls back to the file's VTIMEZONE, then UTC.
 */
const windowsZones: Record<string, string> = {
	'Eastern Standard Time': 'America/New_York',
	'US Eastern Standard Time': 'America/Indiana/Indianapolis',
	'Central Standard Time': 'America/Chicago',
	'Mountain Standard Time': 'America/Denver',
	'US Mountain Standard Time': 'America/Phoenix',
	'Pacific Standard Time': 'America/Los_Angeles',
	'Alaskan Standard Time': 'America/Anchorage',
	'Aleutian Standard Time': 'America/Adak',
	'Hawaiian Standard Time': 'Pacific/Honolulu',
	'Atlantic Standard Time': 'America/Halifax',
	'SA Western Standard Time': 'America/La_Paz',
	'Newfoundland Standard Time': 'America/St_Johns',
	'Canada Central Standard Time': 'America/Regina',
	'Central America Standard Time': 'America/Guatemala',
	'Central Standard Time (Mexico)': 'America/Mexico_City',
	'Pacific Standard Time (Mexico)': 'America/Tijuana',
	'SA Pacific Standard Time': 'America/Bogota',
	'E. South America Standard Time': 'America/Sao_Paulo',
	'Argentina Standard Time': 'America/Argentina/Buenos_Aires',
	'UTC': 'UTC',
	'GMT Standard Time': 'Europe/London',
	'Greenwich Standard Time': 'Atlantic/Reykjavik',
	'W. Europe Standard Time': 'Europe/Berlin',
	'Romance Standard Time': 'Europe/Paris',
	'Central Europe Standard Time': 'Europe/Budapest',
	'Central European Standard Time': 'Europe/Warsaw',
	'GTB Standard Time': 'Europe/Bucharest',
	'FLE Standard Time': 'Europe/Kiev',
	'E. Europe Standard Time': 'Europe/Chisinau',
	'Russian Standard Time': 'Europe/Moscow',
	'Israel Standard Time': 'Asia/Jerusalem',
	'South Africa Standard Time': 'Africa/Johannesburg',
	'Arabian Standard Time': 'Asia/Dubai',
	'India Standard Time': 'Asia/Kolkata',
	'China Standard Time': 'Asia/Shanghai',
	'Singapore Standard Time': 'Asia/Singapore',
	'Tokyo Standard Time': 'Asia/Tokyo',
	'Korea Standard Time': 'Asia/Seoul',
	'AUS Eastern Standard Time': 'Australia/Sydney',
	'New Zealand Standard Time': 'Pacific/Auckland',
}

/** Outlook's display names of the United States zones, as they end after the "(UTC-05:00) ". */
const displayNames: [RegExp, string][] = [
	[/Eastern Time \(US (&|and) Canada\)$/i, 'America/New_York'],
	[/Central Time \(US (&|and) Canada\)$/i, 'America/Chicago'],
	[/Mountain Time \(US (&|and) Canada\)$/i, 'America/Denver'],
	[/Pacific Time \(US (&|and) Canada\)$/i, 'America/Los_Angeles'],
	[/\)\s*Arizona$/i, 'America/Phoenix'],
	[/\)\s*Alaska$/i, 'America/Anchorage'],
	[/\)\s*Hawaii$/i, 'Pacific/Honolulu'],
	[/\)\s*Coordinated Universal Time$/i, 'UTC'],
]

/** The IANA zone of a Windows zone name or an Outlook display name, or null. */
export function windowsZone(name: string): string | null {
	return windowsZones[name] ?? displayNames.find(([pattern]) => pattern.test(name))?.[1] ?? null
}
