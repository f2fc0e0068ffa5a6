// The calendar invitation attached to booking mails (RFC 5545, built with ical-generator): METHOD:REQUEST
// for a booked or moved consultation, METHOD:CANCEL for a cancelled one. The UID is the booking's, so
// a calendar updates the one event; SEQUENCE is the booking's manage_version, which every move or
// cancellation bumps, so the newest invitation wins. Times are in UTC (DTSTART/DTEND ending in Z).
import type ical from 'ical-generator';
import type { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { endOf } from './booking-times.ts';

export interface Invitation {
  method: 'REQUEST' | 'CANCEL';
  bookingId: number;
  sequence: number;
  startsAt: Date;
  summary: string;
  description: string;
  videoLink: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** One stable UID per booking, on the sender's domain as RFC 5545 suggests. */
export const bookingUid = (bookingId: number, senderEmail: string) =>
  `booking-${bookingId}@${senderEmail.split('@')[1] ?? 'localhost'}`;

export function invitationIcs(deps: { ical: typeof ical }, invitation: Invitation, productName: string): string {
  const calendar = deps.ical({
    prodId: { company: productName, product: 'consultations', language: 'EN' },
    method: invitation.method as ICalCalendarMethod,
  });
  calendar.createEvent({
    id: bookingUid(invitation.bookingId, invitation.organizer.email),
    sequence: invitation.sequence,
    start: invitation.startsAt,
    end: endOf(invitation.startsAt),
    stamp: new Date(),
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.videoLink,
    url: invitation.videoLink,
    organizer: invitation.organizer,
    attendees: [
      {
        name: invitation.attendee.name,
        email: invitation.attendee.email,
        role: 'REQ-PARTICIPANT' as ICalAttendeeRole,
      },
    ],
    status: (invitation.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED') as ICalEventStatus,
  });
  return calendar.toString();
}
