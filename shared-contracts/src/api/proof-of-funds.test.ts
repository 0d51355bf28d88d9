import * as v from 'valibot';
import { formMessages } from '../messages';
import { fieldMessages } from '../testing/field-messages';
import { AssetReportBody, itemIsPending, LinkedItemBody, nextReportCheckIn, type LinkedItem } from './proof-of-funds';

const item = (dateLastUpdated: string | null): LinkedItem => ({
  asset_report_id: 'report-1',
  items: [{ item_id: 'item-1', institution_name: 'Harbor National Bank', institution_id: 'ins_harbor', institution_logo: null, date_last_updated: dateLastUpdated, accounts: [] }],
});

test('"A linked item is pending while its date_last_updated is null" (spec 002 §2.3)', () => {
  expect(itemIsPending(item(null))).toBe(true);
  expect(itemIsPending(item('2026-11-20T10:00:00Z'))).toBe(false);
});

test('"Reload timing of 6000 ms with a maximum of 6 calls is defined for pending reports" (spec 002 §4)', () => {
  const delays: number[] = [];
  for (let callsMade = 1; ; callsMade += 1) {
    const next = nextReportCheckIn(callsMade);
    if (next === null) break;
    delays.push(next);
  }
  // The first call when the page sees the pending item, then five more, 6 seconds apart: six in all.
  expect(delays).toEqual([6000, 6000, 6000, 6000, 6000]);
  expect(nextReportCheckIn(6)).toBeNull();
});

test('item and report ids are the provider\'s: letters, digits, - and _', () => {
  expect(fieldMessages(LinkedItemBody, { item_id: 'eVBnVMp7zdTJLkRNr33Rs6zr7KNJqBFL9DrE6' })).toEqual({});
  expect(fieldMessages(LinkedItemBody, { item_id: '../etc' })).toEqual({ item_id: [formMessages.invalidChoice] });
  expect(fieldMessages(LinkedItemBody, {})).toEqual({ item_id: [formMessages.required] });
  expect(v.parse(AssetReportBody, { asset_report_id: 'c4e1d1f2-0d3a-4a5b-8c6d-7e8f9a0b1c2d', save_to_contacts: true })).toEqual({
    asset_report_id: 'c4e1d1f2-0d3a-4a5b-8c6d-7e8f9a0b1c2d',
    save_to_contacts: true,
  });
});
