import { shiftIntoScreen } from './Popover';

// As measured on a phone 360 px wide, before popovers moved: an unverified borrower's blocked buttons opened their
// popover off the screen's edge.
test('a popover held to its trigger moves sideways to lie within the screen, 16 px from its edges', () => {
  // Add an entity (held to its right edge, opening to the left) and New Payment Method: off the left edge.
  expect(shiftIntoScreen({ left: -144, right: 184 }, 360)).toBe(160);
  expect(shiftIntoScreen({ left: -50, right: 278 }, 360)).toBe(66);
  // My Deals' SUBMIT NEW LOAN (held to its left edge, opening to the right): off the right edge.
  expect(shiftIntoScreen({ left: 77, right: 405 }, 360)).toBe(-61);
  // Within the screen already: where the CSS put it.
  expect(shiftIntoScreen({ left: 16, right: 344 }, 360)).toBe(0);
  expect(shiftIntoScreen({ left: 400, right: 700 }, 1280)).toBe(0);
  // Wider than the room between the margins (a screen narrower than the theme allows for): its start stays in view.
  expect(shiftIntoScreen({ left: 100, right: 500 }, 300)).toBe(-84);
});
