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
  'enquiry-received': {
    institute: 'Vidya Computer Institute',
    phone: '+91 98765 43210',
    hours: 'Mon–Sat, 9:00–19:00',
    hoursHi: 'सोम–शनि, 9:00–19:00',
  },
};
