import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#common/languages';
import {
  notificationChannels,
  notificationEvents,
  type NotificationEvent,
} from '#common/notifications';
import { outgoingMessage } from '#server/features/notifications/outgoing';
import { render, type EventValues } from '#server/features/notifications/templates/events';
import type { Notification } from '#server/db/schema';
import { demoValues } from '../helpers/notifications';

const DEVANAGARI = /[\u0900-\u097F]/;

const values: EventValues = {
  'demo-booked': demoValues,
  'demo-alert': {
    name: 'Kavya Nair',
    phone: '+91 98765 43210',
    course: 'Python from Scratch',
    batch: 'Any batch',
    link: 'https://vidya.example/admin/dashboard/contact',
  },
  'enquiry-received': {
    institute: 'Vidya Computer Institute',
    phone: '+91 98765 43210',
    hours: 'Mon-Sat 9:00-18:00',
    hoursHi: 'सोम-शनि 9:00-18:00',
  },
  'contact-alert': {
    name: 'Ravi Verma',
    email: 'ravi@example.com',
    subject: 'Weekend batches',
    message: 'Do you have weekend batches?',
    link: 'https://vidya.example/admin/dashboard/contact',
  },
  'registration-received': {
    name: 'Priya Singh',
    institute: 'Vidya Computer Institute',
    phone: '+91 98765 43210',
    hours: 'Mon-Sat 9:00-18:00',
    hoursHi: 'सोम-शनि 9:00-18:00',
  },
  'registration-alert': {
    name: 'Priya Singh',
    classs: '9th',
    mode: 'online',
    school: 'St. Mary School',
    gender: 'female',
    DOB: '21/03/2011',
    fatherName: 'Arvind Singh',
    contact: '9876512345',
    Address: '14 Hazratganj',
    State: 'Uttar Pradesh',
    city: 'Lucknow',
    phone: '+91 98765 12345',
    link: 'https://vidya.example/admin/dashboard/registrations',
  },
  'payment-recorded': {
    name: 'Asha Verma',
    course: 'Python from Scratch',
    amount: '₹1,499',
    link: 'https://vidya.example/myLearning',
    institute: 'Vidya Computer Institute',
  },
  'password-reset': {
    name: 'Asha Verma',
    link: 'https://vidya.example/reset-password/abc123',
    minutes: '30',
  },
  'certificate-issued': {
    name: 'Asha Verma',
    course: 'Tally Prime',
    number: 'VCI-2026-000042',
    link: 'https://vidya.example/verify/abc123',
    institute: 'Vidya Computer Institute',
  },
  'fee-reminder': {
    name: 'Ramesh Verma',
    student: 'Asha Verma',
    course: 'Tally Prime',
    amount: '₹3,333.34',
    dueOn: '2026-12-05',
    link: 'https://vidya.example/pay/abc123',
    institute: 'Vidya Computer Institute',
  },
  'guardian-code': {
    name: 'Arvind Singh',
    student: 'Priya Singh',
    code: '204817',
    minutes: '10',
    link: 'https://vidya.example/guardian/confirm/abc123',
    guardian: 'g1',
  },
  'absence-alert': {
    name: 'Sunita Verma',
    student: 'Asha Verma',
    course: 'Tally Prime',
    date: 'Mon, 6 Jul, 2026',
    time: '18:00–19:30',
    institute: 'Vidya Computer Institute',
  },
  'class-changed': {
    name: 'Asha Verma',
    course: 'Tally Prime',
    was: 'Mon, 6 Jul, 2026, 18:00–19:30',
    change: 'cancelled (Trainer unwell)',
    institute: 'Vidya Computer Institute',
  },
  'sign-in-code': { code: '204817', minutes: '5', host: 'vidya.example', request: 'r1' },
  'admission-link': {
    link: 'https://vidya.example/admission?resume=abc123',
    institute: 'Vidya Computer Institute',
  },
  'admission-correction': {
    name: 'Asha Verma',
    note: 'the photo is blurred',
    link: 'https://vidya.example/admission?resume=abc124',
    institute: 'Vidya Computer Institute',
  },
  'admission-accepted': {
    name: 'Ramesh Verma',
    student: 'Asha Verma',
    number: 'VCI/2026/0007',
    course: 'Tally Prime',
    batch: '1 Jul 2026',
    institute: 'Vidya Computer Institute',
  },
  'admission-declined': {
    name: 'Asha Verma',
    reason: 'the batch is full',
    institute: 'Vidya Computer Institute',
  },
  'results-released': {
    name: 'Sunita Verma',
    student: 'Asha Verma',
    test: 'Final exam',
    course: 'Tally Prime',
    link: 'https://vidya.example/family/s1',
    institute: 'Vidya Computer Institute',
  },
};

/** What each event's message names in every channel and language. */
const named: Record<NotificationEvent, string> = {
  'demo-booked': 'Vidya Computer Institute',
  'demo-alert': '+91 98765 43210',
  'enquiry-received': 'Vidya Computer Institute',
  'contact-alert': 'Ravi Verma',
  'registration-received': 'Vidya Computer Institute',
  'registration-alert': '+91 98765 12345',
  'payment-recorded': 'https://vidya.example/myLearning',
  'password-reset': 'https://vidya.example/reset-password/abc123',
  'certificate-issued': 'https://vidya.example/verify/abc123',
  'fee-reminder': 'https://vidya.example/pay/abc123',
  'guardian-code': '204817',
  'absence-alert': 'Asha Verma',
  'class-changed': 'Tally Prime',
  'sign-in-code': '204817',
  'admission-link': 'https://vidya.example/admission?resume=abc123',
  'admission-correction': 'the photo is blurred',
  'admission-accepted': 'VCI/2026/0007',
  'admission-declined': 'the batch is full',
  'results-released': 'Final exam',
};

describe('message templates in both languages', () => {
  describe.each(notificationEvents)('%s', (event) => {
    it.each(notificationChannels)('reads as its language on %s', (channel) => {
      const english = render(event, values[event], 'en', channel);
      const hindi = render(event, values[event], 'hi', channel);
      expect(english.text).not.toMatch(DEVANAGARI);
      expect(hindi.text).toMatch(DEVANAGARI);
      expect(hindi.text).not.toMatch(/\b(Hello|Thank you|Date|Time)\b/);
      expect(english.subject === null).toBe(channel !== 'email');
      if (channel === 'email') expect(hindi.subject).toMatch(DEVANAGARI);
      for (const text of [english.text, hindi.text]) expect(text).toContain(named[event]);
    });
  });

  it("fills a demo booking's confirmation with the class and the place in the reader's language", () => {
    const english = render('demo-booked', demoValues, 'en', 'whatsapp').text;
    const hindi = render('demo-booked', demoValues, 'hi', 'whatsapp').text;
    for (const value of ['Kavya Nair', 'Python from Scratch', '06/01/2030', '10:00–12:00'])
      for (const text of [english, hindi]) expect(text).toContain(value);
    expect(english).toContain('14 Hazratganj, Lucknow');
    expect(hindi).toContain('14 हज़रतगंज, लखनऊ');
    const anyBatch = { ...demoValues, date: '', time: '', addressHi: '' };
    expect(render('demo-booked', anyBatch, 'en', 'sms').text).toContain('to be confirmed by phone');
    expect(render('demo-booked', anyBatch, 'hi', 'sms').text).toContain('14 Hazratganj, Lucknow');
  });

  it('hands WhatsApp its template name and parameters and SMS its DLT template id, in order', () => {
    const row = {
      id: 'n1',
      event: 'demo-booked',
      channel: 'whatsapp',
      address: '+919876543210',
      language: 'hi',
      params: JSON.stringify(demoValues),
      subject: null,
      text: 'the text',
    } as Notification;
    const templates = { whatsapp: {}, sms: { 'demo-booked': '1107160000000000001' } };
    const parameters = [
      'Kavya Nair',
      'Python from Scratch',
      '06/01/2030',
      'Sat, Sun · 10:00–12:00',
      '14 हज़रतगंज, लखनऊ',
    ];
    expect(outgoingMessage(row, templates)).toEqual({
      id: 'n1',
      channel: 'whatsapp',
      to: '+919876543210',
      language: 'hi',
      text: 'the text',
      whatsappTemplate: { name: 'demo_booked', language: 'hi', parameters },
    });
    expect(outgoingMessage({ ...row, channel: 'sms' }, templates)).toMatchObject({
      sms: { dltTemplateId: '1107160000000000001', variables: parameters },
    });
    expect(
      outgoingMessage(row, { whatsapp: { 'demo-booked': 'demo_class_v2' }, sms: {} })
        .whatsappTemplate?.name,
    ).toBe('demo_class_v2');
  });

  it.each(LANGUAGES)(
    'never repeats the sender of a contact form in its acknowledgement (%s)',
    (language) => {
      const text = render('enquiry-received', values['enquiry-received'], language, 'email').text;
      expect(text).toContain('+91 98765 43210');
      expect(text).not.toContain('Kavya');
    },
  );
});
