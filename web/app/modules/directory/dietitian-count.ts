/** "dietitian" or "dietitians", for a count. */
export const dietitianNoun = (count: number) => (count === 1 ? 'dietitian' : 'dietitians')

/** "1 dietitian", "12 dietitians": how the directory words a count. */
export const dietitianCount = (count: number) => `${count} ${dietitianNoun(count)}`
