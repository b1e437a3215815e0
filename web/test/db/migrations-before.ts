import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { migrationsDir } from '#db/paths.ts'

/** A copy of the migrations folder as it was before `tag` (the journal cut there): a data migration's test starts from it. */
export function migrationsBefore(tag: string) {
	const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'))
	fs.cpSync(migrationsDir(), folder, { recursive: true })
	const journalFile = path.join(folder, 'meta', '_journal.json')
	const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] }
	journal.entries = journal.entries.filter((entry) => entry.tag < tag)
	fs.writeFileSync(journalFile, JSON.stringify(journal))
	return folder
}
