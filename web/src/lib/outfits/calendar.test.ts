import { describe, expect, it } from 'vitest';
import { calendarAttributes, icsFileName, icsText } from './calendar';
import { eventOf } from './test-fixtures';

/** Unfold RFC 5545 content lines (a CRLF followed by a space continues the line). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe("'Add to calendar'", () => {
  it('writes an iCalendar event with the start in UTC, two hours, the place, notes and a link back', async () => {
    const event = eventOf({ notes: 'Black tie', status: 'finalized' });
    const text = unfold(await icsText(event, 'https://app.example'));
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('SUMMARY:Winter Gala');
    expect(text).toContain('DTSTART:20261224T190000Z');
    expect(text).toContain('DURATION:PT2H');
    expect(text).toContain('LOCATION:Boston');
    expect(text).toContain('GEO:42.36;-71.06');
    expect(text).toContain('UID:outfit-event-e1@seamline');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain('URL:https://app.example/profile?tab=outfits&event=e1');
    expect(text).toContain('DESCRIPTION:Black tie\\n\\nVibe: Formal');
  });

  it('is tentative while the event is being planned, and has nothing to add without a date', async () => {
    expect(calendarAttributes(eventOf(), 'https://app.example')?.status).toBe('TENTATIVE');
    expect(calendarAttributes(eventOf({ eventDate: null }), 'https://app.example')).toBeNull();
    await expect(icsText(eventOf({ eventDate: null }), 'https://app.example')).rejects.toThrow('This event has no date yet');
  });

  it('names the file after the event', () => {
    expect(icsFileName({ eventName: 'Winter Gala 2026!' })).toBe('winter-gala-2026.ics');
    expect(icsFileName({ eventName: 'Café au lait' })).toBe('cafe-au-lait.ics');
    expect(icsFileName({ eventName: '🎉' })).toBe('event.ics');
  });
});
