/**
 * The registration page's promo image (spec 000 §2.4), drawn inline: nothing is downloaded from elsewhere, it scales
 * crisply, and it takes the theme's colours from CSS. Decorative: the benefits beside it say the same in words.
 */
export function PromoIllustration() {
  return (
    <svg className="auth-promo__image" viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <rect className="auth-promo__sky" x="0" y="0" width="320" height="220" rx="16" />
      <circle className="auth-promo__sun" cx="262" cy="52" r="24" />
      <rect className="auth-promo__ground" x="0" y="176" width="320" height="44" />
      {/* A house being renovated, with a crane: fix-and-flip and new construction. */}
      <path className="auth-promo__roof" d="M70 110 L130 62 L190 110 Z" />
      <rect className="auth-promo__house" x="82" y="108" width="96" height="70" />
      <rect className="auth-promo__door" x="120" y="138" width="22" height="40" rx="2" />
      <rect className="auth-promo__window" x="92" y="120" width="20" height="18" rx="2" />
      <rect className="auth-promo__window" x="150" y="120" width="20" height="18" rx="2" />
      <path className="auth-promo__crane" d="M230 178 V70 M230 74 H290 M230 74 L196 96 M282 74 V104" />
      <rect className="auth-promo__load" x="274" y="104" width="16" height="12" />
      {/* A rising line: a loan that moves forward. */}
      <path className="auth-promo__trend" d="M24 160 L64 138 L96 146 L150 100 L206 110 L300 40" />
      <circle className="auth-promo__point" cx="300" cy="40" r="6" />
    </svg>
  );
}
