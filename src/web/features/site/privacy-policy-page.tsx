import { PolicyPage } from './policy-page';
import { pages } from '#common/pages';

const list = (items: string[]) => (
  <ul className="list-disc space-y-1 pl-6">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

export function PrivacyPolicyPage() {
  return (
    <PolicyPage
      title={pages.privacy.title}
      summary="What personal data we collect, why, how long we keep it and the rights you have over it, under India's Digital Personal Data Protection Act, 2023."
      sections={[
        {
          heading: 'What we collect',
          body: list([
            'Account: your name, e-mail address, mobile number, password (stored only as a secure hash) and, if you add one, a profile picture.',
            'Purchases: the courses you buy, amounts, dates and the payment reference from our payment partner (never your card or UPI details).',
            'Enquiries: what you send through the contact and registration forms, including a student’s class, school, date of birth, father’s name and address.',
            'Certificates: the student’s name, date of birth and course.',
            'Visits: a daily, anonymous count of visitors, made from a one-way hash that cannot be traced back to you.',
          ]),
        },
        {
          heading: 'Why we use it',
          body: list([
            'To give you the courses you buy and keep your account working.',
            'To answer your enquiries and arrange demo classes and admissions.',
            'To issue certificates and let employers and parents check them.',
            'To send you e-mails you asked for, such as password resets.',
            'To meet our legal duties, such as keeping accounts of payments.',
          ]),
        },
        {
          heading: 'Consent and your rights',
          body: (
            <>
              <p>
                We process your personal data with your consent, which you give when you sign up,
                buy a course or send us a form, and only for the purposes above. You may withdraw
                consent at any time; we then stop using the data, except what the law requires us to
                keep.
              </p>
              <p>
                You may ask for a summary of the personal data we hold about you, have it corrected
                or completed, or have it erased, and you may nominate a person to exercise these
                rights for you. Write to us from the e-mail address of your account; we answer
                within 30 days.
              </p>
            </>
          ),
        },
        {
          heading: 'How long we keep it',
          body: list([
            'Accounts: for as long as the account is open, and deleted within 30 days of your asking.',
            'Payment records: 8 years, as Indian tax law requires.',
            'Enquiries: up to 2 years after the last contact, unless you become a student.',
            'Certificates: for as long as they can be checked, so that they stay verifiable.',
          ]),
        },
        {
          heading: 'Who we share it with',
          body: (
            <p>
              We do not sell personal data. We share only what is needed with the services that run
              this website for us: our payment partner, our e-mail provider and our hosting. Each is
              bound to use it only for us. We disclose data to authorities only when the law
              requires it.
            </p>
          ),
        },
        {
          heading: 'Children',
          body: (
            <p>
              Many of our students are under 18. We collect a child’s data only with the consent of
              a parent or guardian, who may exercise the child’s rights, and we do not track
              children or show them advertising.
            </p>
          ),
        },
        {
          heading: 'Security',
          body: (
            <p>
              Passwords are stored only as slow salted hashes, sessions use secure cookies, and only
              the institute’s staff can see enquiries and student records. If a breach ever affects
              your data, we will tell you and the Data Protection Board of India as the Act
              requires.
            </p>
          ),
        },
        {
          heading: 'Grievances',
          body: (
            <p>
              For any complaint about how your data is handled, contact our grievance officer at the
              e-mail address or phone number below. If you are not satisfied with our answer, you
              may complain to the Data Protection Board of India.
            </p>
          ),
        },
      ]}
    />
  );
}
