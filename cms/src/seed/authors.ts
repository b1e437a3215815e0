export type AuthorSeed = { key: AuthorKey; name: string; account_email: string; bio: string };
export type AuthorKey = 'maya' | 'luis' | 'priya' | 'hannah';

// Maya Chen's e-mail is the demo dietitian account of the web app (scripts/seeds/demo-accounts.ts):
// signed in as her, the article editor lists her articles.
export const authors: AuthorSeed[] = [
  {
    key: 'maya',
    name: 'Maya Chen, RDN',
    account_email: 'maya.chen@americandietitian.example',
    bio: 'Outpatient dietitian in Seattle. Family meals, first visits and plant-forward cooking for people with no time.',
  },
  {
    key: 'luis',
    name: 'Luis Romero, RD',
    account_email: 'luis.romero@americandietitian.example',
    bio: 'Sports and bariatric dietitian in San Antonio. Writes about insurance, young athletes and life after surgery.',
  },
  {
    key: 'priya',
    name: 'Priya Nair, RDN, CDCES',
    account_email: 'priya.nair@americandietitian.example',
    bio: 'Certified diabetes care and education specialist in Chicago; most of her counseling happens on video.',
  },
  {
    key: 'hannah',
    name: 'Hannah Brooks, MS, RD',
    account_email: 'hannah.brooks@americandietitian.example',
    bio: 'Eating-disorder and cardiac-rehab dietitian in Boston.',
  },
];

/** The desks that sign the AI-assisted articles, each with a generated avatar. */
export const personas = {
  'Nutrition Desk': 'nutrition-7',
  'Evidence Review Team': 'blood-sugar-41',
  'Everyday Eating Editors': 'kitchen-23',
  'Family Nutrition Desk': 'family-5',
} as const;

export type Persona = keyof typeof personas;
