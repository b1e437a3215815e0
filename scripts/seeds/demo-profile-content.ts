// The invented people and the words of the demo profiles (demo-profiles.ts puts them together).

/** Each first and each last name is used once: every demo dietitian has a name of their own. */
export const firstNames = [
	'Abigail', 'Adrian', 'Aisha', 'Alana', 'Alejandro', 'Amara', 'Anika', 'Arjun', 'Beatriz', 'Bianca',
	'Bruno', 'Camila', 'Caroline', 'Cecilia', 'Chidi', 'Claire', 'Colin', 'Dalia', 'Daniel', 'Daphne',
	'Diego', 'Eamon', 'Eleanor', 'Elif', 'Emeka', 'Esther', 'Fatima', 'Felipe', 'Fiona', 'Gabriel',
	'Gemma', 'Gloria', 'Hana', 'Hector', 'Helena', 'Ines', 'Ingrid', 'Irene', 'Ivan', 'Jasmine',
	'Javier', 'Joanna', 'Julian', 'Kavya', 'Keiko', 'Kenji', 'Laila', 'Laura', 'Leon', 'Lorenzo',
	'Lucia', 'Malik', 'Marcus', 'Mariam', 'Marisol', 'Mateo', 'Meera', 'Miriam', 'Nadia', 'Naomi',
	'Natalie', 'Nikhil', 'Noor', 'Olivia', 'Oscar', 'Owen', 'Paloma', 'Paolo', 'Rafael', 'Rania',
	'Rebecca', 'Renata', 'Rohan', 'Rosalind', 'Ruth', 'Sabrina', 'Samira', 'Selena', 'Simone', 'Sunita',
	'Tamara', 'Teresa', 'Theo', 'Tobias', 'Valeria', 'Vanessa', 'Vikram', 'Wendy', 'Yasmin', 'Zainab',
] as const

export const lastNames = [
	'Abara', 'Acosta', 'Adeyemi', 'Albright', 'Andersson', 'Arslan', 'Baptiste', 'Barros', 'Bhatt', 'Bianchi',
	'Brennan', 'Calloway', 'Carvalho', 'Castellanos', 'Chowdhury', 'Costa', 'Dalton', 'Delgado', 'Dimitriou', 'Dubois',
	'Eriksen', 'Espinoza', 'Falk', 'Farouk', 'Ferreira', 'Fitzgerald', 'Gallagher', 'Gomes', 'Greenberg', 'Haddad',
	'Halvorsen', 'Hartley', 'Hoang', 'Iyer', 'Jablonski', 'Kaplan', 'Kavanagh', 'Keller', 'Khoury', 'Kowalski',
	'Larsen', 'Lindqvist', 'Lombardi', 'Madsen', 'Mahmoud', 'Marchetti', 'Medina', 'Mendoza', 'Moreau', 'Nakamura',
	'Navarro', 'Novak', 'Nwosu', 'Oduya', 'Okoro', 'Oliveira', 'Osei', 'Pacheco', 'Park', 'Pereira',
	'Petrov', 'Quiroga', 'Rahman', 'Ramos', 'Reinholt', 'Rivera', 'Sadeghi', 'Salazar', 'Sandoval', 'Schultz',
	'Serrano', 'Shah', 'Sorensen', 'Stein', 'Suarez', 'Takahashi', 'Tanaka', 'Thorne', 'Toledo', 'Valdez',
	'Varga', 'Vasquez', 'Voss', 'Whitaker', 'Wolfe', 'Yamada', 'Yilmaz', 'Zamora', 'Zielinski', 'Lindgren',
] as const

/** Per specialty: how a sentence names it, a paragraph of the summary, the board certification that goes with it, and a title. */
export const specialtyStories: Record<string, { phrase: string; text: string; credential?: string; title?: string }> = {
	diabetes: {
		phrase: 'diabetes care',
		text: 'Most of my clients live with type 2 diabetes or prediabetes. We look at glucose logs or CGM data together and build meals that keep the numbers steady without banning bread or rice.',
		credential: 'CDCES',
		title: 'Diabetes Dietitian',
	},
	'weight-management': {
		phrase: 'weight management',
		text: 'Weight care with me is about habits you can keep: regular meals, protein and fiber at each, and honest check-ins instead of weigh-in lectures. I also work alongside GLP-1 prescribers.',
		credential: 'CSOWM',
	},
	sports: {
		phrase: 'sports nutrition',
		text: 'I fuel runners, cyclists, climbers and high-school teams: carbohydrate timing, race-day plans, hydration and recovery meals that fit a training block.',
		credential: 'CSSD',
		title: 'Sports Dietitian',
	},
	'eating-disorders': {
		phrase: 'eating disorder recovery',
		text: 'I work with teens and adults recovering from anorexia, bulimia, ARFID and binge eating, in step with their therapist and physician, at a pace that feels safe.',
		title: 'Eating Disorder Dietitian',
	},
	renal: {
		phrase: 'kidney disease',
		text: 'For chronic kidney disease and dialysis I turn potassium, phosphorus and fluid limits into a shopping list, and keep the foods you love wherever it is safe.',
		credential: 'CSR',
		title: 'Renal Dietitian',
	},
	pediatrics: {
		phrase: 'children’s nutrition',
		text: 'Picky eaters, growth worries and busy family dinners: I coach parents with a division-of-responsibility approach, and kids get a say in the plan.',
		credential: 'CSP',
		title: 'Pediatric Dietitian',
	},
	'gi-ibs': {
		phrase: 'IBS and gut health',
		text: 'Clients with IBS go through a short, structured low-FODMAP elimination and reintroduction with me, so they end up with the widest diet their gut tolerates.',
		title: 'GI Dietitian',
	},
	oncology: {
		phrase: 'nutrition during cancer care',
		text: 'During and after cancer treatment I help clients keep weight and strength up, manage nausea and taste changes, and sort nutrition facts from online myths.',
		title: 'Oncology Dietitian',
	},
	prenatal: {
		phrase: 'pregnancy and postpartum nutrition',
		text: 'From trying to conceive to the fourth trimester: gestational diabetes, nausea, iron and iodine, and realistic meals with a newborn in the house.',
		title: 'Prenatal Dietitian',
	},
	'heart-health': {
		phrase: 'heart health',
		text: 'After a heart event or a worrying lipid panel we work on fiber, fats and sodium with a Mediterranean-style pattern that still tastes like home cooking.',
		title: 'Cardiac Dietitian',
	},
	'food-allergies': {
		phrase: 'food allergies',
		text: 'Families managing food allergies learn label reading, safe swaps and early allergen introduction with me, so meals stay varied and calm.',
	},
	'plant-based': {
		phrase: 'plant-based eating',
		text: 'Vegetarian and vegan clients get plans that cover protein, B12, iron and omega-3s, whether they are new to plants or have eaten this way for years.',
	},
	'older-adults': {
		phrase: 'healthy aging',
		text: 'For older adults I focus on protein to protect muscle, changing appetite, easy-to-swallow textures and meals that are simple to make for one.',
	},
	pcos: {
		phrase: 'PCOS',
		text: 'With PCOS we work on insulin resistance, cycle regularity and energy through meal timing and balanced plates, never a crash diet.',
	},
	celiac: {
		phrase: 'celiac disease',
		text: 'A new celiac diagnosis is a lot to take in. I teach gluten-free label reading, cross-contact at home and eating out, and check for deficiencies.',
	},
	bariatric: {
		phrase: 'bariatric surgery',
		text: 'I support patients before and after bariatric surgery: the pre-op diet, the staged return to solid food, protein goals and vitamins for life.',
		credential: 'CSOWM',
		title: 'Bariatric Dietitian',
	},
	'intuitive-eating': {
		phrase: 'intuitive eating',
		text: 'As a non-diet dietitian I use intuitive eating to help clients leave chronic dieting behind and trust their hunger and fullness again.',
	},
	lactation: {
		phrase: 'breastfeeding',
		text: 'As a lactation consultant I help with supply worries, pumping at work and nutrition for the nursing parent.',
		credential: 'IBCLC',
	},
	cardiometabolic: {
		phrase: 'blood pressure and cholesterol',
		text: 'High blood pressure and cholesterol respond well to food: we work on the DASH pattern, potassium-rich produce and less sodium, without bland meals.',
	},
	'mental-health': {
		phrase: 'nutrition for mental health',
		text: 'I look at how eating patterns affect mood, focus and anxiety, and help clients living with depression or ADHD build regular, nourishing meals.',
	},
}

/** The first paragraph: who, where, how long (name, city, years and focus are filled in). */
export const openers: ((p: { name: string; city: string; years: number; focus: string }) => string)[] = [
	(p) => `I'm ${p.name}, a registered dietitian in ${p.city} with ${p.years} years of practice in ${p.focus}.`,
	(p) => `Food should make life easier, not harder. For ${p.years} years I have helped people in ${p.city} with ${p.focus}.`,
	(p) => `After ${p.years} years in hospital and outpatient clinics, I opened my own practice in ${p.city} to give clients more time. My work centres on ${p.focus}.`,
	(p) => `Hello! I'm ${p.name}. I counsel adults and families on ${p.focus}, and I have done so in ${p.city} for ${p.years} years.`,
	(p) => `Good nutrition advice is only useful if it fits your week. That is what I have worked on with clients in ${p.city} for ${p.years} years, mostly around ${p.focus}.`,
	(p) => `I became a dietitian after seeing what the right meals did for my own family. Today, ${p.years} years on, I help ${p.city} clients with ${p.focus}.`,
	(p) => `My practice in ${p.city} is small on purpose: longer visits, real follow-up, and a focus on ${p.focus}. I have been a dietitian for ${p.years} years.`,
	(p) => `Clients usually come to me after trying everything else. With ${p.years} years behind me in ${p.focus}, I start from what you eat now, here in ${p.city}.`,
]

/** How the work goes: one of these follows the specialty paragraphs. */
export const approaches = [
	'The first visit is about listening: what you eat now, what you have tried, your lab results and what you want to change. We then set two or three goals for the next weeks.',
	'Expect practical tools: a grocery list, a few go-to meals and a plan for busy days. We adjust it together at each follow-up.',
	'I coordinate with your physician and therapist when it helps, and I send a short summary after every visit.',
	'Culture and budget shape every plan I write; no food is off the table without a reason.',
	'Between visits you can message me with photos of meals or labels, and I answer within a working day.',
	'I explain the why behind each change, so you can keep going long after our sessions end.',
]

export const schools = [
	'Tufts University', 'New York University', 'Teachers College, Columbia University', 'University of California, Davis', 'University of Illinois Urbana-Champaign',
	'Texas Woman’s University', 'Rush University', 'Arizona State University', 'Drexel University', 'Florida International University',
	'Georgia State University', 'Bastyr University', 'University of Washington', 'Simmons University', 'Colorado State University',
	'University of Minnesota', 'Oregon State University', 'Vanderbilt University', 'University of Maryland', 'Cornell University',
	'Penn State University', 'University of Georgia', 'Purdue University', 'Ohio State University', 'University of North Carolina at Chapel Hill',
	'Boston University', 'Loma Linda University', 'Hunter College', 'University of Houston', 'Case Western Reserve University',
	'Kansas State University', 'Michigan State University', 'University of Puerto Rico', 'Howard University', 'Saint Louis University',
] as const

export const bachelorDegrees = ['BS, Nutrition and Dietetics', 'BS, Dietetics', 'BS, Nutritional Sciences', 'BA, Food and Nutrition', 'BS, Human Nutrition'] as const
export const masterDegrees = ['MS, Clinical Nutrition', 'MS, Nutrition', 'MPH, Public Health Nutrition', 'MS, Human Nutrition', 'MS, Nutrition Education'] as const
export const doctorates = ['PhD, Nutritional Sciences', 'DCN, Clinical Nutrition'] as const
export const internshipSites = ['NewYork-Presbyterian Hospital', 'Mayo Clinic', 'Cedars-Sinai Medical Center', 'Johns Hopkins Hospital', 'Emory University Hospital', 'Houston Methodist'] as const

export const streets = [
	'Main St', 'Oak Ave', 'Park Blvd', 'Maple Dr', 'Cedar Ln', 'Elm St', 'Lake Ave', 'Hill Rd', 'Broadway', 'Washington Ave',
	'Market St', 'Pine St', 'Grand Ave', 'Center St', 'Highland Ave', 'Church St', 'River Rd', 'Union St', 'Franklin St', 'Spring St',
] as const

export const genericTitles = ['Registered Dietitian Nutritionist', 'Registered Dietitian', 'Outpatient Dietitian', 'Clinical Dietitian', 'Private Practice Dietitian', 'Nutrition Therapist'] as const
