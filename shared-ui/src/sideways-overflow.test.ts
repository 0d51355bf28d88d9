import { sidewaysOverflowOf } from './sideways-overflow';

test.each([
  ['fits its box', { scrollLeft: 0, scrollWidth: 300, clientWidth: 300 }, 'none'],
  ['a pixel of rounding wider', { scrollLeft: 0, scrollWidth: 301, clientWidth: 300 }, 'none'],
  ['wider, not scrolled', { scrollLeft: 0, scrollWidth: 700, clientWidth: 300 }, 'after'],
  ['scrolled part of the way', { scrollLeft: 200, scrollWidth: 700, clientWidth: 300 }, 'both'],
  ['scrolled to its end', { scrollLeft: 400, scrollWidth: 700, clientWidth: 300 }, 'before'],
  ['right to left, scrolled to its end (scrollLeft is negative)', { scrollLeft: -400, scrollWidth: 700, clientWidth: 300 }, 'before'],
])('a box whose content %s: more %s', (_, box, more) => {
  expect(sidewaysOverflowOf(box)).toBe(more);
});
