/** Institute facts shown across the site; one record an admin can edit (see schemas/site-settings). */
export interface SiteSettings {
  name: string;
  tagline: string;
  /** Ten digits, shown with the +91 prefix. */
  phone: string;
  email: string;
  address: string;
  hours: string;
  mapEmbedUrl: string;
  chatGroupUrl: string;
  social: { facebook: string; linkedin: string; youtube: string; instagram: string };
  videos: { title: string; description: string; url: string }[];
}

export const ESTABLISHED_YEAR = 2021;
export const POLICY_DATE = '25 Jan 2025';

export const defaultSiteSettings: SiteSettings = {
  name: 'Vidya Computer Institute',
  tagline: 'Learn to code with mentors who care, online and in our classrooms.',
  phone: '9876543210',
  email: 'info@vidyacomputer.in',
  address: '2nd Floor, Civil Lines, Prayagraj, Uttar Pradesh 211001',
  hours: 'Mon-Sat 8:00-18:00',
  mapEmbedUrl: 'https://www.google.com/maps?q=Civil+Lines+Prayagraj&output=embed',
  chatGroupUrl: 'https://chat.whatsapp.com/',
  social: {
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    youtube: 'https://www.youtube.com/',
    instagram: 'https://www.instagram.com/',
  },
  videos: [
    {
      title: 'Variables in 60 seconds',
      description: 'What a variable is and how to name one well.',
      url: 'https://www.youtube-nocookie.com/embed/OWaJXFJFDg8',
    },
    {
      title: 'Your first HTML page',
      description: 'Headings, paragraphs and links, from an empty file.',
      url: 'https://www.youtube-nocookie.com/embed/qz0aGYrrlhU',
    },
    {
      title: 'Loops made simple',
      description: 'Repeat work with for and while loops in Python.',
      url: 'https://www.youtube-nocookie.com/embed/6iF8Xb7Z3wQ',
    },
  ],
};
