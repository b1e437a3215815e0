import { h2, p, pLink, ul, type Block } from './blocks';

export type SitePageSeed = { title: string; body: Block[]; updated_on: string };

const contact = 'hello@americandietitian.example';

export const aboutPage: SitePageSeed = {
  title: 'About American Dietitian',
  updated_on: '2026-11-28',
  body: [
    p(
      'American Dietitian helps people across the United States find a registered dietitian near them, and helps registered dietitians reach the people who need them. Search by ZIP code, city or state, read a profile, and get in touch directly.',
    ),
    h2('Our mission'),
    p(
      'Good nutrition advice changes lives, but finding a qualified professional is harder than it should be. We built a simple, honest directory of registered dietitians (RDs and RDNs) with the details that matter: where they practice, when they are available, what they focus on and how to reach them.',
    ),
    h2('For people looking for help'),
    ul([
      'Search the directory by ZIP code, city or state.',
      'Compare profiles: focus areas, education, office hours and contact details.',
      'Read articles written by dietitians, and our AI-assisted blog that explains nutrition basics in plain words.',
      'Contact the dietitian directly: we do not stand between you and your care.',
    ]),
    h2('For registered dietitians'),
    p(
      'Create an account, choose a listing plan and set up your profile; our team reviews it before it is listed in the directory. Your profile shows your contact information, working hours, a summary of your practice, your education and your social links. Dietitians on the Professional and Practice plans can also publish articles in our Authors Digest, after a review by our editors.',
    ),
    h2('How listings work'),
    p(
      'Every account verifies its e-mail address before it can sign in, and every profile is reviewed by our team before it is listed. A "✓ Verified" badge means someone on our team looked up at least one of the dietitian\'s credentials (NPI, CDR registration or state licence) at its source and found it real and current; the profile lists each check with its number and the day it was made.',
    ),
    pLink('Read ', 'what "Verified" means', '/verified', ' and what it does not say.'),
    p(
      'Every profile has a "Report this listing" link: tell us about wrong details, someone who is not a dietitian or a practice that has closed. Our team reads every report and removes listings that misrepresent a credential. Always confirm a practitioner\'s license with your state board before you start care.',
    ),
    h2('A note on our AI-assisted blog'),
    p(
      'Some articles in our blog are drafted with the help of AI; each one is checked by a registered dietitian, named on the article, before it is published, and carries an "AI-assisted" label. They are general information, not medical advice. For advice about your own health, talk to a registered dietitian or your physician.',
    ),
    h2('Contact us'),
    pLink('Questions, corrections or partnership ideas? Write to us at ', contact, `mailto:${contact}`, '. American Dietitian is a VV, LLC company.'),
  ],
};

export const termsPage: SitePageSeed = {
  title: 'Terms of Service',
  updated_on: '2026-11-01',
  body: [
    p(
      'These terms apply when you use the American Dietitian website and its services, operated by VV, LLC ("we", "us"). By using the site you agree to them. If you do not agree, please do not use the site.',
    ),
    h2('1. What we provide'),
    p(
      'We run a directory of registered dietitians and publish nutrition articles. We do not provide medical or nutrition care ourselves, and nothing on the site is a substitute for advice from a qualified professional who knows your situation.',
    ),
    h2('2. Accounts'),
    ul([
      'You must give accurate information and keep your password secret.',
      'You must verify your e-mail address before you can sign in.',
      'You are responsible for what happens under your account. Tell us at once if you think someone else has used it.',
      'We may suspend or close accounts that break these terms.',
    ]),
    h2('3. Listings by dietitians'),
    p(
      'If you publish a profile, you confirm that you hold the credentials you state, that you are allowed to practice where you say you do, and that the information is accurate and kept up to date. You grant us a licence to display your profile and articles on the site and in its marketing.',
    ),
    h2('4. Plans and payment'),
    p(
      'Listing plans are billed monthly in US dollars. Payments are processed by Stripe; we never see or store your full card number. You can cancel at any time; your listing stays visible until the end of the period you paid for. Prices may change with 30 days\' notice by e-mail.',
    ),
    h2('5. Acceptable use'),
    ul([
      'No false, misleading or unlawful content.',
      'No scraping, automated bulk access or attempts to break the site\'s security.',
      'No use of contact details from the directory for unsolicited marketing.',
    ]),
    h2('6. Content and intellectual property'),
    p(
      'The site\'s design, text and software belong to us or our licensors. Articles belong to their authors, who license them to us for publication. You may share links to any page.',
    ),
    h2('7. Disclaimers and liability'),
    p(
      'The site is provided "as is". We do our best to keep it accurate and available but cannot guarantee it. To the extent the law allows, our liability for any claim is limited to the amount you paid us in the twelve months before it arose.',
    ),
    h2('8. Changes and contact'),
    pLink('We may update these terms; the date above shows the latest version. Questions: ', contact, `mailto:${contact}`, '.'),
  ],
};

export const privacyPage: SitePageSeed = {
  title: 'Privacy Policy',
  updated_on: '2026-11-28',
  body: [
    p(
      'This policy explains what personal data American Dietitian (VV, LLC) keeps, why, and the choices you have. We collect as little as we can and never sell personal data.',
    ),
    h2('What we keep'),
    ul([
      'Account data: your name, e-mail address, a hash of your password (never the password itself), your plan and when you verified your e-mail.',
      'Profile data, for dietitians who publish one: the contact details, office address, working hours, photo, summary, education and social links you enter. A published profile is public.',
      'Newsletter: your e-mail address, if you subscribe.',
      'Security records: short-lived one-time codes (stored as hashes) and sign-in sessions, so you can sign out everywhere.',
    ]),
    h2('Payments'),
    p(
      'Payments are handled by Stripe. We keep the Stripe customer id and the e-mail used for billing, never your card details. Stripe\'s own privacy policy applies to the payment itself.',
    ),
    h2('E-mail'),
    p(
      'We send transactional e-mail (verification links, reset codes, receipts) through Postmark, which processes your address only to deliver our messages. Newsletter e-mails are sent only after you confirm your address, on a separate stream, and every one has a one-click unsubscribe link and an unsubscribe address.',
    ),
    p(
      'When a mail to your address bounces for good, or you mark one of ours as spam, we stop mailing that address (a spam report also ends a newsletter subscription). We keep a log of which mails we sent to which address for 45 days.',
    ),
    h2('Cookies'),
    p(
      'We use one session cookie to keep you signed in and a short-lived cookie to show a message after a page change. We do not use advertising or cross-site tracking cookies.',
    ),
    h2('How long we keep data'),
    p(
      'Account and profile data are kept while your account is open. When you delete your account (on your dashboard, under “Your data”), we delete at once your account, profile, photos, contact requests and appointments, cancel the visits still to come (each client is told), and stop your subscription from renewing. Your published articles stay on the site signed “A former contributor”, without your name or photo; unpublished ones are deleted. For a year your profile’s address says the listing is closed and suggests dietitians nearby; it keeps only the area and specialties, never your name. Stripe keeps the billing records that tax law requires. Expired codes and sessions are deleted automatically.',
    ),
    h2('Appointment requests'),
    p(
      'The reason for a visit and your phone number are health details: they are shown only to the dietitian you asked, on their signed-in dashboard, and are never sent by e-mail. We keep them only as long as the visit needs them:',
    ),
    ul([
      'A request whose e-mail address was not confirmed within 30 minutes: the reason and the phone number are erased at once.',
      'A request that was declined, cancelled or left unanswered: the reason and the phone number are erased 30 days after it ended.',
      'A visit that took place: the reason and the phone number are erased 30 days after the visit.',
      'Your name, e-mail address and insurance: deleted with the appointment 180 days after its time.',
      'The time, kind and status of an appointment (no personal details once the above are gone) stay until then for the dietitian\'s statistics.',
    ]),
    p(
      'The answers you give the Medicare guide (your diagnosis and ZIP code) are not stored, and our logs never show them.',
    ),
    h2('Your rights'),
    ul([
      'See and correct your data in your account, and download all of it as a file (your dashboard, “Your data”).',
      'Delete your account and data yourself, from the same place, with your password.',
      'If you wrote to a dietitian or asked for an appointment, erase what you sent: every mail we send you links to the page, which mails a code to prove the address is yours. Your contact requests go, your appointments keep only their time, and a visit still to come is cancelled first (the dietitian is told).',
      'Unsubscribe from the newsletter at any time.',
    ]),
    pLink('To exercise these rights, or for any question about privacy, write to ', contact, `mailto:${contact}`, '.'),
  ],
};
