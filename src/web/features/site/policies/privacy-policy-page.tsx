import { Trans, useLingui } from '@lingui/react/macro';
import { PolicyPage } from './policy-page';
import './messages';

const list = (items: string[]) => (
  <ul className="list-disc space-y-1 pl-6">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <PolicyPage
      title={t`Privacy Policy`}
      summary={t`What personal data we collect, why, how long we keep it and the rights you have over it, under India's Digital Personal Data Protection Act, 2023.`}
      sections={[
        {
          heading: t`What we collect`,
          body: list([
            t`Account: your name, e-mail address, mobile number, password (stored only as a secure hash) and, if you add one, a profile picture.`,
            t`Purchases: the courses you buy, amounts, dates and the payment reference from our payment partner (never your card or UPI details).`,
            t`Enquiries: what you send through the contact and registration forms, including a student’s class, school, date of birth, father’s name and address.`,
            t`Certificates: the student’s name, date of birth and course.`,
            t`Visits: a daily, anonymous count of visitors, made from a one-way hash that cannot be traced back to you.`,
          ]),
        },
        {
          heading: t`Why we use it`,
          body: list([
            t`To give you the courses you buy and keep your account working.`,
            t`To answer your enquiries and arrange demo classes and admissions.`,
            t`To issue certificates and let employers and parents check them.`,
            t`To send you e-mails you asked for, such as password resets.`,
            t`To meet our legal duties, such as keeping accounts of payments.`,
          ]),
        },
        {
          heading: t`Consent and your rights`,
          body: (
            <>
              <p>
                <Trans>
                  We process your personal data with your consent, which you give when you sign up,
                  buy a course or send us a form, and only for the purposes above. You may withdraw
                  consent at any time; we then stop using the data, except what the law requires us
                  to keep.
                </Trans>
              </p>
              <p>
                <Trans>
                  You may ask for a summary of the personal data we hold about you, have it
                  corrected or completed, or have it erased, and you may nominate a person to
                  exercise these rights for you. Write to us from the e-mail address of your
                  account; we answer within 30 days.
                </Trans>
              </p>
            </>
          ),
        },
        {
          heading: t`How long we keep it`,
          body: list([
            t`Accounts: for as long as the account is open, and deleted within 30 days of your asking.`,
            t`Payment records: 8 years, as Indian tax law requires.`,
            t`Enquiries: up to 2 years after the last contact, unless you become a student.`,
            t`Certificates: for as long as they can be checked, so that they stay verifiable.`,
          ]),
        },
        {
          heading: t`Who we share it with`,
          body: (
            <p>
              <Trans>
                We do not sell personal data. We share only what is needed with the services that
                run this website for us: our payment partner, our e-mail provider and our hosting.
                Each is bound to use it only for us. We disclose data to authorities only when the
                law requires it.
              </Trans>
            </p>
          ),
        },
        {
          heading: t`Children`,
          body: (
            <p>
              <Trans>
                Many of our students are under 18. We collect a child’s data only with the consent
                of a parent or guardian, who may exercise the child’s rights, and we do not track
                children or show them advertising.
              </Trans>
            </p>
          ),
        },
        {
          heading: t`Security`,
          body: (
            <p>
              <Trans>
                Passwords are stored only as slow salted hashes, sessions use secure cookies, and
                only the institute’s staff can see enquiries and student records. If a breach ever
                affects your data, we will tell you and the Data Protection Board of India as the
                Act requires.
              </Trans>
            </p>
          ),
        },
        {
          heading: t`Grievances`,
          body: (
            <p>
              <Trans>
                For any complaint about how your data is handled, contact our grievance officer at
                the e-mail address or phone number below. If you are not satisfied with our answer,
                you may complain to the Data Protection Board of India.
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
