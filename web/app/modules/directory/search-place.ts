/** A place a search is about (a ZIP's or a city's centre): what the place reader gives and the search reads. */
export type SearchPlace = { label: string; state: string; latitude: number; longitude: number }
