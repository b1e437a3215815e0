import { b, h2, h3, i, ol, p, quote, rich, richList, ul, type Block } from './blocks';
import type { AuthorKey } from './authors';

export type AuthorArticleSeed = {
  title: string;
  slug: string;
  summary: string;
  /** A generated cover in seed/images (see cms/scripts/make-demo-images.mjs), or none: the site draws one. */
  cover: string | null;
  body: Block[];
  author: AuthorKey;
  tags: string[];
  review_status: 'draft' | 'in_review' | 'published';
  published_date: string | null;
};

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

type Draft = Omit<AuthorArticleSeed, 'slug'>;

// Each article is written the way its author talks to clients: a story, a script, a plan, a letter.
const drafts: Draft[] = [
  {
    title: 'What Happens at Your First Visit With a Dietitian',
    author: 'maya',
    review_status: 'published',
    published_date: '2025-02-03T15:00:00.000Z',
    tags: ['first visit', 'getting started'],
    cover: 'care-112',
    summary: 'No lectures and no food police: what I actually ask about, and what you leave with after our first hour together.',
    body: [
      p('Last week a new client sat down, put her phone on the table and said, "Okay. Tell me what I have to give up." I get some version of that sentence almost every Monday.'),
      p('So here is what our first hour really looks like, minute by minute, so you can walk in knowing.'),
      h3('The first fifteen minutes: your day, not your diet'),
      p('I ask when you wake up, when you first eat, who cooks, what you drink at work, and what dinner looks like on a bad day. I am listening for the pattern, not judging the food.'),
      h3('The middle half hour: your health and your goals'),
      p('We go through your labs, medications, digestion, sleep and anything your doctor flagged. Then I ask what you want to be different in three months. Sometimes the answer is a number; more often it is "I want to stop feeling tired at 3 p.m."'),
      h3('The last fifteen minutes: two or three goals'),
      p('We choose together. A typical first goal is small on purpose: a real breakfast four days a week, or a water bottle on the desk. Small and kept beats ambitious and abandoned.'),
      h2('What to bring'),
      ul(['Your medication and supplement list, with doses.', 'Recent lab results, if you have them.', 'A few days of notes on what you ate, even rough ones.', 'The question you are slightly embarrassed to ask.']),
      quote('You will not leave with a forbidden-foods list. You will leave with a plan that fits the life you already have.'),
    ],
  },
  {
    title: 'Does Insurance Cover a Dietitian? Medical Nutrition Therapy Explained',
    author: 'luis',
    review_status: 'published',
    published_date: '2025-03-11T15:00:00.000Z',
    tags: ['insurance', 'medicare', 'mnt'],
    cover: 'care-407',
    summary: 'Medicare and many private plans pay for nutrition counseling for certain conditions. The exact script I give clients for calling their insurer.',
    body: [
      rich(b('Short answer: often, yes.'), ' Medical nutrition therapy (MNT) is nutrition care from a registered dietitian for a diagnosed condition, and many plans pay for it. The catch is that "many plans" is not "your plan", so you have to ask.'),
      h2('Medicare Part B'),
      p('Medicare covers MNT for diabetes, chronic kidney disease and for 36 months after a kidney transplant, with a referral from your physician. That means three hours in the first year and two hours each year after, more if your doctor documents a change.'),
      h2('Private plans'),
      p('Coverage varies by employer and state. Obesity, heart disease, eating disorders and prediabetes are commonly covered; sometimes only with a referral, sometimes only in network.'),
      h2('The call: read this to your insurer'),
      p('Call the member-services number on the back of your card and have a pen ready. Ask these, in this order:'),
      ol([
        'Is medical nutrition therapy a covered benefit on my plan? The billing codes are 97802 and 97803.',
        'Which diagnoses qualify?',
        'Do I need a referral or prior authorization?',
        'How many visits or hours are covered per year?',
        'What will I pay per visit in network, and out of network?',
      ]),
      p('Write down the name of the person you spoke with and a reference number for the call. If a claim is denied later, that note is worth its weight in gold.'),
      rich(i('Tip from my front desk:'), ' we check benefits for new clients before the first visit. Many practices do; it never hurts to ask.'),
    ],
  },
  {
    title: 'Living Well With Type 2 Diabetes: Five Habits That Help',
    author: 'priya',
    review_status: 'published',
    published_date: '2025-04-22T15:00:00.000Z',
    tags: ['diabetes', 'habits'],
    cover: 'blood-sugar-230',
    summary: 'As a diabetes educator I see the same few habits make the biggest difference, again and again. Here they are, with the clients who taught me.',
    body: [
      p('After twelve years of diabetes education, I no longer start with rules. I start with habits, because habits are what my clients are still doing a year later.'),
      h2('1. Eat at roughly the same times'),
      p('Robert, a bus driver, had glucose swings that made no sense until we lined them up with his split shifts. Regular meal times, even small ones, flattened the curve more than any food swap.'),
      h2('2. Build the plate before you fill it'),
      p('Half non-starchy vegetables, a quarter protein, a quarter carbohydrate. It is the plate method, it is old, and it works because there is nothing to count.'),
      h2('3. Walk for ten minutes after meals'),
      p('Muscles use glucose when they move. A short walk after dinner lowers the post-meal rise noticeably; several of my clients now do it with their dog, their kids or a podcast.'),
      h2('4. Use your meter to learn, not to grade yourself'),
      p('Check before a meal and two hours after, for a week, and write down what you ate. You will find your own surprises. For Ana it was oatmeal; for her husband it was not.'),
      h2('5. Have a sick-day plan'),
      p('Illness raises blood sugar even when you are not eating. Agree with your care team in advance on how often to check, what to drink, and when to call.'),
      quote('Perfect days are rare. Good weeks are the goal.'),
    ],
  },
  {
    title: 'Recovering From an Eating Disorder: How a Dietitian Helps',
    author: 'hannah',
    review_status: 'published',
    published_date: '2025-06-05T15:00:00.000Z',
    tags: ['eating disorders', 'recovery'],
    cover: 'mind-64',
    summary: 'A letter to the person reading this at 2 a.m., wondering whether nutrition help is for them. It is.',
    body: [
      p('If you are reading this because food has started to feel like a fight, I want to start with this: you do not have to be "sick enough" to deserve help.'),
      p('Eating disorders are serious mental illnesses, and recovery is a team effort. A therapist works on the thoughts and feelings, a physician keeps an eye on your body, and a dietitian like me works on the eating itself, gently and at your pace.'),
      h2('What our sessions are like'),
      p('We start with regular eating: meals and snacks at predictable times, because a body that is fed consistently can stop panicking. Later we look at the rules food has started to follow. Some of them we set down one at a time; some of them we challenge together, with a fear food on the table and plenty of time to talk.'),
      p('I do not weigh anyone without a clinical reason, and if we do, you do not have to look. There is no diet talk in my office.'),
      h2('What recovery is not'),
      ul(['A straight line. Hard weeks are information, not failure.', 'A meal plan forever. The plan is scaffolding; it comes down as trust comes back.', 'Something you have to earn.']),
      quote('Hunger and fullness cues come back with nourishment and time. They did for every person I have worked with who stayed with it.'),
      p('If you are in the United States and need to talk to someone today, you can call or text 988.'),
    ],
  },
  {
    title: 'Fueling Young Athletes Without Supplements',
    author: 'luis',
    review_status: 'published',
    published_date: '2025-08-19T15:00:00.000Z',
    tags: ['sports', 'kids', 'teens'],
    cover: 'sport-318',
    summary: 'Teen athletes need more food, not more powders. A Saturday game-day plan I hand to parents.',
    body: [
      p('Every season a parent asks me which protein powder their fifteen-year-old should take. My answer is nearly always "none", followed by "and is she eating breakfast?"'),
      p('Under-fueling is far more common in teen athletes than a shortage of protein. It shows up as fatigue, stress fractures, poor focus at school and, in girls, missed periods. More food, spread across the day, is the fix.'),
      h2('A game-day plan (for an 11 a.m. game)'),
      richList('unordered', [
        [b('7:30'), ' Breakfast: eggs or yogurt, toast or oatmeal, fruit, milk.'],
        [b('9:00'), ' Small snack if hungry: a banana or crackers.'],
        [b('During the game'), ' Water at every break; a sports drink only if it is hot and they play more than an hour.'],
        [b('Within an hour after'), ' Chocolate milk and a sandwich, or leftovers from last night.'],
        [b('Dinner'), ' A normal family dinner with seconds allowed.'],
      ]),
      h2('When to get help'),
      p('If your athlete is losing weight during the season, skipping meals to "make weight", or always exhausted, talk to their pediatrician and a sports dietitian.'),
    ],
  },
  {
    title: 'Picky Eaters: Calm Strategies for Family Meals',
    author: 'maya',
    review_status: 'published',
    published_date: '2025-10-02T15:00:00.000Z',
    tags: ['kids', 'family meals'],
    cover: 'family-219',
    summary: 'Pressure backfires. What I tell parents to try tonight, and what to stop doing tomorrow.',
    body: [
      p('My own son ate only white food for most of 2019. I say this so you know I am not writing from a perfect kitchen.'),
      h2('Try tonight'),
      ul(['Serve dinner family style and let your child put food on their own plate.', 'Put one "safe" food on the table that you know they will eat.', 'Offer the new food without comment. Then talk about anything else.']),
      h2('Stop tomorrow'),
      ul(['Bribes and dessert-as-reward.', 'The "three more bites" rule.', 'Separate meals cooked to order.']),
      h2('Why it works'),
      rich('Ellyn Satter calls it the ', i('division of responsibility'), ': you decide what, when and where food is served; your child decides whether and how much to eat. It takes the fight off the table, and children often need ten or fifteen calm exposures before they try something new.'),
      quote('The goal is not a clean plate tonight. It is a child who still likes coming to the table in ten years.'),
    ],
  },
  {
    title: 'Telehealth Nutrition Visits: Are They as Good?',
    author: 'priya',
    review_status: 'published',
    published_date: '2026-01-20T15:00:00.000Z',
    tags: ['telehealth', 'access'],
    cover: 'care-955',
    summary: 'Most of my counseling now happens on video. What works well remotely, what does not, and how to get the most out of it.',
    body: [
      p('Four out of five of my appointments are now on video. I was skeptical in 2020; I am not anymore.'),
      h2('Works well on video'),
      ul(['Counseling and goal setting.', 'Reviewing glucose data from a meter, a sensor or an app.', 'Meal planning: clients show me their pantry and fridge, which tells me more than any food diary.']),
      h2('Better in person'),
      ul(['Body composition measurements.', 'Visits where a physical exam matters, such as checking swelling.', 'Some clients simply talk more easily in a room, and that counts.']),
      h2('Before your video visit'),
      ol(['Check that your dietitian is licensed in the state where you will be during the call.', 'Test your camera and microphone ten minutes early.', 'Have your food records, meter or app open and ready to share.']),
    ],
  },
  {
    title: 'Heart Health After a Cardiac Event',
    author: 'hannah',
    review_status: 'published',
    published_date: '2026-06-09T15:00:00.000Z',
    tags: ['heart health', 'cardiac rehab'],
    cover: 'heart-501',
    summary: 'After a heart attack, food becomes part of treatment. The first six weeks, in the order my cardiac-rehab clients usually tackle them.',
    body: [
      p('The weeks after a heart attack or heart surgery are overwhelming, and food advice comes from every direction: the discharge papers, a cousin, the internet. In cardiac rehab we slow it down and take it in order.'),
      h2('Weeks 1 and 2: eat, rest, read labels'),
      p('Appetite is often poor. Eating enough matters more than eating perfectly. The one new skill: reading sodium on labels.'),
      h2('Weeks 3 and 4: change the fats'),
      p('Cook with olive or canola oil, choose fish twice a week, and trade processed meats for beans, poultry or fish a few times.'),
      h2('Weeks 5 and 6: build the pattern'),
      p('More vegetables, fruit, whole grains and legumes, a handful of nuts most days. This is the pattern that lowers the risk of a second event, not any single food.'),
      quote('Mood and energy change during recovery, and they change how people eat. Tell your rehab team how you are feeling, not just what you ate.'),
      p('If you were not referred to a cardiac rehab program when you left the hospital, ask your cardiologist. It is one of the most effective and least used treatments we have.'),
    ],
  },
  {
    title: 'Plant-Forward Eating for Busy Professionals',
    author: 'maya',
    review_status: 'in_review',
    published_date: null,
    tags: ['plant-based', 'busy schedules'],
    cover: null,
    summary: 'You do not need to go vegan to eat more plants. Three fifteen-minute dinners for weeks with no time.',
    body: [
      p('Plant-forward means plants fill most of the plate; meat and dairy play a supporting role. The barrier for my clients is rarely motivation. It is Tuesday at 7 p.m.'),
      h2('Three dinners in fifteen minutes'),
      h3('Grain bowl'),
      p('Microwave rice, a can of chickpeas, a bag of salad, a squeeze of lemon, olive oil, feta if you like.'),
      h3('Lentil soup from the freezer'),
      p('Make a big pot on Sunday; freeze it in portions. Reheat, add a handful of spinach.'),
      h3('Tofu stir-fry'),
      p('Firm tofu, frozen stir-fry vegetables, soy sauce, garlic, and whatever noodles you have.'),
    ],
  },
  {
    title: 'Nutrition Questions to Ask Before Bariatric Surgery',
    author: 'luis',
    review_status: 'draft',
    published_date: null,
    tags: ['bariatric surgery'],
    cover: null,
    summary: 'Draft: the nutrition side of weight-loss surgery, from the pre-operative diet to lifelong supplements.',
    body: [
      p('Bariatric surgery changes how much you can eat and how you absorb nutrients, for life.'),
      h2('Questions for your surgical team'),
      ol(['What will I eat in the first month, stage by stage?', 'Which vitamins and minerals will I take, and for how long?', 'How do I get enough protein when I can only eat a few bites?', 'Who do I call when something does not sit right?']),
    ],
  },
];

export const authorArticles: AuthorArticleSeed[] = drafts.map((draft) => ({ ...draft, slug: slugify(draft.title) }));
