import { h2, p, ul, type Block } from './blocks';

export type AuthorArticleSeed = {
  title: string;
  slug: string;
  summary: string;
  cover_url: string;
  body: Block[];
  author_name: string;
  author_avatar_url: string;
  tags: string[];
  status: 'draft' | 'in_review' | 'published';
  published_date: string | null;
};

type Draft = {
  title: string;
  author: 'Maya Chen, RDN' | 'Luis Romero, RD' | 'Priya Nair, RDN, CDCES' | 'Hannah Brooks, MS, RD';
  status: AuthorArticleSeed['status'];
  date: string | null;
  tags: string[];
  summary: string;
  paragraphs: [string, string, string];
  list: string[];
};

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');
const authorSlug = (name: string) => slugify(name.split(',')[0]!);

const drafts: Draft[] = [
  { title: 'What Happens at Your First Visit With a Dietitian', author: 'Maya Chen, RDN', status: 'published', date: '2025-02-03T15:00:00.000Z', tags: ['first visit', 'getting started'],
    summary: 'No lectures and no food police: what I actually ask about, and what you leave with after our first hour together.',
    paragraphs: ['People often arrive at my office expecting a strict meal plan and a list of forbidden foods. What they get instead is a conversation about their day, their goals and what they already eat.', 'We talk about your health history, medications, work schedule, cooking skills, budget and the foods your family loves. Everything we plan has to fit that life, or it will not last.', 'Before you leave, we agree on one to three concrete goals for the next few weeks. Small steps, chosen together, beat a perfect plan that sits on the fridge.'],
    list: ['Bring a list of your medications and supplements.', 'Note what you ate for a few typical days.', 'Write down the questions you want answered.'] },
  { title: 'Does Insurance Cover a Dietitian? Medical Nutrition Therapy Explained', author: 'Luis Romero, RD', status: 'published', date: '2025-03-11T15:00:00.000Z', tags: ['insurance', 'medicare', 'mnt'],
    summary: 'Medicare and many private plans pay for nutrition counseling for certain conditions. How to find out what your plan covers.',
    paragraphs: ['Medical nutrition therapy, or MNT, is nutrition care provided by a registered dietitian for a diagnosed condition. Medicare Part B covers it for diabetes and chronic kidney disease, and for three years after a kidney transplant.', 'Private plans vary widely. Many cover visits for diabetes, heart disease, obesity or eating disorders, sometimes with a referral from your physician.', 'The fastest way to know is to call the member services number on your card and ask the right questions.'],
    list: ['Is medical nutrition therapy a covered benefit?', 'Do I need a referral or prior authorization?', 'How many visits are covered each year?', 'Is my dietitian in network?'] },
  { title: 'Living Well With Type 2 Diabetes: Five Habits That Help', author: 'Priya Nair, RDN, CDCES', status: 'published', date: '2025-04-22T15:00:00.000Z', tags: ['diabetes', 'habits'],
    summary: 'As a diabetes educator I see the same few habits make the biggest difference, again and again.',
    paragraphs: ['A diabetes diagnosis can feel like a list of rules. In practice, most of my clients improve their numbers with a handful of habits they can keep.', 'None of these habits require special foods. They rely on regular meals, balanced plates and paying attention to how your body responds.', 'Your medicines, activity and stress all interact with food, so we adjust together as we learn what works for you.'],
    list: ['Eat at regular times and avoid skipping meals.', 'Use the plate method: half vegetables, a quarter protein, a quarter carbohydrate.', 'Walk for ten minutes after meals.', 'Check your glucose to learn your patterns.', 'Plan for sick days with your care team.'] },
  { title: 'Recovering From an Eating Disorder: How a Dietitian Helps', author: 'Hannah Brooks, MS, RD', status: 'published', date: '2025-06-05T15:00:00.000Z', tags: ['eating disorders', 'recovery'],
    summary: 'Nutrition rehabilitation is part of recovery. My role on the treatment team, and what sessions feel like.',
    paragraphs: ['Eating disorders are serious mental illnesses, and recovery takes a team: a therapist, a physician and a dietitian who specializes in this work.', 'In our sessions we rebuild regular eating, challenge food rules and work on fear foods at a pace that feels safe. There is no weighing in without purpose, and no diet talk.', 'Recovery is not linear. Setbacks are information, not failure, and we plan for them together.'],
    list: ['Regular meals and snacks come first.', 'All foods can fit.', 'Hunger and fullness cues return with time and nourishment.'] },
  { title: 'Fueling Young Athletes Without Supplements', author: 'Luis Romero, RD', status: 'published', date: '2025-08-19T15:00:00.000Z', tags: ['sports', 'kids', 'teens'],
    summary: 'Teen athletes need more food, not more powders. A practical guide for parents.',
    paragraphs: ['Parents ask me which protein powder their teenager should take. My answer is almost always: none. Growing athletes need enough total energy, and food delivers it best.', 'Under-fueling is far more common than a lack of protein. It shows up as fatigue, injuries, poor concentration and, in girls, missed periods.', 'The goal is a rhythm of meals and snacks around training and school that keeps energy steady.'],
    list: ['Breakfast every day, with protein.', 'A snack two hours before practice.', 'A recovery snack within an hour after.', 'A water bottle in every bag.'] },
  { title: 'Picky Eaters: Calm Strategies for Family Meals', author: 'Maya Chen, RDN', status: 'published', date: '2025-10-02T15:00:00.000Z', tags: ['kids', 'family meals'],
    summary: 'Pressure backfires. The division of responsibility, and other ways to lower the stakes at dinner.',
    paragraphs: ['Picky eating is a normal stage for many toddlers and young children. How adults respond can shorten it or make it worse.', 'I teach families the division of responsibility: parents decide what, when and where food is served; children decide whether and how much to eat.', 'Offering a new food alongside a familiar one, many times and without comment, is the slow but reliable path to acceptance.'],
    list: ['Serve meals family style and let children serve themselves.', 'Include one safe food at every meal.', 'Avoid bribes, rewards and clean-plate rules.', 'Eat together as often as you can.'] },
  { title: 'Telehealth Nutrition Visits: Are They as Good?', author: 'Priya Nair, RDN, CDCES', status: 'published', date: '2026-01-20T15:00:00.000Z', tags: ['telehealth', 'access'],
    summary: 'Most of my counseling now happens on video. What works well remotely, and when an in-person visit is better.',
    paragraphs: ['Since 2020, telehealth has made nutrition care available to people who live far from a clinic or cannot leave work for an appointment.', 'Counseling, meal planning and reviewing glucose data work very well on video. Clients can even show me their pantry and fridge.', 'Some situations still call for an in-person visit, such as body composition measurements or when a physical exam matters.'],
    list: ['Check that your dietitian is licensed in your state.', 'Test your camera and microphone before the visit.', 'Have your food records or app ready to share.'] },
  { title: 'Heart Health After a Cardiac Event', author: 'Hannah Brooks, MS, RD', status: 'published', date: '2026-06-09T15:00:00.000Z', tags: ['heart health', 'cardiac rehab'],
    summary: 'After a heart attack, food becomes part of treatment. Where my clients in cardiac rehab start.',
    paragraphs: ['The weeks after a heart attack or heart surgery can be overwhelming, and advice about food comes from every direction.', 'In cardiac rehabilitation we focus on an eating pattern rather than single foods: more vegetables, fruit, whole grains, legumes, fish and unsaturated fats, with less sodium and processed meat.', 'We also talk about appetite, energy and mood, which all change during recovery and affect how people eat.'],
    list: ['Read sodium on labels.', 'Cook with olive or canola oil.', 'Eat fish twice a week.', 'Ask about a cardiac rehab program if you were not referred.'] },
  { title: 'Plant-Forward Eating for Busy Professionals', author: 'Maya Chen, RDN', status: 'in_review', date: null, tags: ['plant-based', 'busy schedules'],
    summary: 'You do not need to go vegan to get the benefits of eating more plants. Shortcuts for full calendars.',
    paragraphs: ['Plant-forward means plants fill most of the plate, with meat and dairy playing a supporting role.', 'The barrier for my busy clients is rarely motivation; it is time. So we build a short list of fast, repeatable meals.', 'Frozen vegetables, canned beans and pre-cooked grains make a plant-forward dinner possible in fifteen minutes.'],
    list: ['Grain bowls with beans and roasted vegetables.', 'Lentil soup in big batches.', 'Tofu stir-fries with frozen vegetables.'] },
  { title: 'Nutrition Questions to Ask Before Bariatric Surgery', author: 'Luis Romero, RD', status: 'draft', date: null, tags: ['bariatric surgery'],
    summary: 'Draft: the nutrition side of weight-loss surgery, from the pre-operative diet to lifelong supplements.',
    paragraphs: ['Bariatric surgery changes how much you can eat and how you absorb nutrients.', 'A dietitian prepares you before surgery and guides the staged diet afterwards.', 'Lifelong vitamin and mineral supplements are part of the plan.'],
    list: ['What will my diet look like in the first month?', 'Which supplements will I need?', 'How do I get enough protein?'] },
];

export const authorArticles: AuthorArticleSeed[] = drafts.map((draft) => {
  const slug = slugify(draft.title);
  return {
    title: draft.title,
    slug,
    summary: draft.summary,
    cover_url: `/images/covers/${slug}.svg`,
    author_name: draft.author,
    author_avatar_url: `/images/avatars/${authorSlug(draft.author)}.svg`,
    tags: draft.tags,
    status: draft.status,
    published_date: draft.date,
    body: [p(draft.paragraphs[0]), h2('How I work'), p(draft.paragraphs[1]), ul(draft.list), h2('The takeaway'), p(draft.paragraphs[2])],
  };
});
