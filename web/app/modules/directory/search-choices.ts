// The search form's choices, apart from the zod schema so the page's browser code does not load zod.

export const radiusChoices = [5, 10, 25, 50, 100] as const
export const sortChoices = ['best', 'distance', 'name', 'soonest'] as const
export const maxSearchCount = 50
