import { formatPhone } from '#common/format';
import type { SiteSettings } from '#common/site-settings';
import type { MailInLanguages } from '#server/services/mail';

const lines = (...all: string[]) => `${all.join('\n')}\n`;

/**
 * The sender's receipt, in the language of the page they wrote from. Its address is whatever the
 * form was given, never confirmed, so it carries none of the sender's words (name, subject,
 * message): the form cannot be used to mail a stranger someone else's text.
 */
export const contactAcknowledgementMail: MailInLanguages<{ site: SiteSettings }> = {
  en: ({ site }) => ({
    subject: `We received your message - ${site.name}`,
    text: lines(
      'Hello,',
      '',
      `Thank you for writing to ${site.name}. We have received your message and will get back to you soon.`,
      '',
      `If it is urgent, call us on ${formatPhone(site.phone)} (${site.hours}).`,
      '',
      `If you did not write to us, someone gave this e-mail address on our website's contact form; you need not do anything.`,
      '',
      site.name,
    ),
  }),
  hi: ({ site }) => ({
    subject: `आपका संदेश हमें मिल गया है - ${site.name}`,
    text: lines(
      'नमस्ते,',
      '',
      `${site.name} को लिखने के लिए धन्यवाद। आपका संदेश हमें मिल गया है, हम जल्द ही आपसे संपर्क करेंगे।`,
      '',
      `कोई ज़रूरी बात हो, तो हमें ${formatPhone(site.phone)} पर फ़ोन करें (${site.hoursHi ?? site.hours})।`,
      '',
      'अगर आपने हमें नहीं लिखा, तो किसी ने हमारी वेबसाइट के संपर्क फ़ॉर्म में यह ई-मेल पता दे दिया है; आपको कुछ करने की ज़रूरत नहीं है।',
      '',
      site.name,
    ),
  }),
};
