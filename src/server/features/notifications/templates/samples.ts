import type { NotificationEvent } from '#common/notifications';
import type { EventValues } from './events';

/** Example values of each event, for the template editor's preview. */
export const sampleValues: { [Event in NotificationEvent]: EventValues[Event] } = {
  'demo-booked': {
    name: 'Kavya Nair',
    course: 'Python from Scratch',
    date: '06/01/2030',
    time: 'Sat, Sun · 10:00–12:00',
    institute: 'Vidya Computer Institute',
    address: '14 Hazratganj, Lucknow',
    addressHi: '14 हज़रतगंज, लखनऊ',
  },
  'demo-alert': {
    name: 'Kavya Nair',
    phone: '+91 98765 12345',
    course: 'Python from Scratch',
    batch: 'offline batch from 06/01/2030, Sat, Sun · 10:00–12:00',
    link: 'https://vidya.example/admin/dashboard/contact',
  },
  'enquiry-received': {
    institute: 'Vidya Computer Institute',
    phone: '+91 98765 43210',
    hours: 'Mon–Sat, 9:00–19:00',
    hoursHi: 'सोम–शनि, 9:00–19:00',
  },
  'contact-alert': {
    name: 'Rohan Gupta',
    email: 'rohan@example.com',
    subject: 'Weekend batches',
    message: 'Do you have a weekend batch for Tally?',
    link: 'https://vidya.example/admin/dashboard/contacts',
  },
  'registration-received': {
    name: 'Kavya Nair',
    institute: 'Vidya Computer Institute',
    phone: '+91 98765 43210',
    hours: 'Mon–Sat, 9:00–19:00',
    hoursHi: 'सोम–शनि, 9:00–19:00',
  },
  'registration-alert': {
    name: 'Kavya Nair',
    classs: '11',
    mode: 'Offline',
    school: 'City Montessori School',
    gender: 'Female',
    DOB: '2009-04-12',
    fatherName: 'Suresh Nair',
    contact: '9876512345',
    Address: '14 Hazratganj',
    State: 'Uttar Pradesh',
    city: 'Lucknow',
    phone: '+91 98765 12345',
    link: 'https://vidya.example/admin/dashboard/registrations',
  },
  'payment-recorded': {
    name: 'Kavya Nair',
    course: 'Python from Scratch',
    amount: '₹12,500',
    link: 'https://vidya.example/my-learning',
    institute: 'Vidya Computer Institute',
  },
  'password-reset': {
    name: 'Kavya Nair',
    link: 'https://vidya.example/reset-password/Xy7kQ2…',
    minutes: '30',
  },
  'certificate-issued': {
    name: 'Kavya Nair',
    course: 'Python from Scratch',
    number: 'VCI-2026-000123',
    link: 'https://vidya.example/verify/k3Jx9QpLm2',
    institute: 'Vidya Computer Institute',
  },
  'guardian-code': {
    name: 'Suresh Nair',
    student: 'Kavya Nair',
    code: '482913',
    minutes: '10',
    link: 'https://vidya.example/guardian/confirm/Xy7kQ2…',
    guardian: 'sample',
  },
};
