/**
 * The motifs the seed's product illustrations draw (seed/images.ts), one per kind of thing: each
 * is SVG in a 200 × 200 box in three colours of its category's palette and its ink. A seed product
 * names its motif (seed/catalogue.ts).
 */

type Draw = (a: string, b: string, c: string, ink: string) => string;

/** The motifs, drawn in a 200 × 200 box, standing on a shadow at y ≈ 165. */
export const MOTIFS = {
  fabric: (a, b, c) =>
    `<rect x="40" y="124" width="120" height="38" rx="6" fill="${a}"/><rect x="40" y="150" width="120" height="5" fill="${c}"/>` +
    `<rect x="46" y="90" width="108" height="36" rx="6" fill="${b}"/><rect x="46" y="116" width="108" height="4" fill="${c}"/>` +
    `<rect x="52" y="58" width="96" height="34" rx="6" fill="${a}"/>` +
    `<g fill="${c}"><circle cx="70" cy="75" r="4"/><circle cx="90" cy="75" r="4"/><circle cx="110" cy="75" r="4"/><circle cx="130" cy="75" r="4"/></g>`,
  saree: (a, b, c, ink) =>
    `<path d="M40 52h120" stroke="${ink}" stroke-width="5" stroke-linecap="round"/><path d="M58 52h74v96H58z" fill="${b}"/>` +
    `<path d="M70 52h72v92l-8 4H70z" fill="${a}"/><path d="M70 130h72v10H70z" fill="${c}"/>` +
    `<path d="M74 148v10M84 148v10M94 148v10M104 148v10M114 148v10M124 148v10M134 148v10" stroke="${c}" stroke-width="2"/>` +
    `<g fill="${c}"><circle cx="90" cy="80" r="3"/><circle cx="122" cy="80" r="3"/><circle cx="106" cy="98" r="3"/><circle cx="90" cy="114" r="3"/><circle cx="122" cy="114" r="3"/></g>`,
  cushion: (a, b, c) =>
    `<path d="M48 58q52-14 104 0q14 52 0 104q-52 14-104 0q-14-52 0-104z" fill="${a}"/>` +
    `<circle cx="100" cy="110" r="30" fill="${b}"/><circle cx="100" cy="110" r="16" fill="${c}"/><circle cx="100" cy="110" r="6" fill="${a}"/>`,
  diya: (a, b, c, ink) =>
    `<path d="M100 58c14 18 12 36 0 40c-12-4-14-22 0-40z" fill="${c}"/><path d="M100 76c6 8 5 16 0 18c-5-2-6-10 0-18z" fill="${b}"/>` +
    `<path d="M44 112h112q-8 42-56 42t-56-42z" fill="${a}"/><path d="M44 112h112l6-8H38z" fill="${ink}" opacity=".25"/>`,
  elephant: (a, b, c, ink) =>
    `<ellipse cx="104" cy="112" rx="46" ry="32" fill="${a}"/><circle cx="60" cy="96" r="24" fill="${a}"/>` +
    `<path d="M42 104q-10 30 6 50" stroke="${a}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<g fill="${a}"><rect x="70" y="130" width="14" height="32" rx="4"/><rect x="94" y="130" width="14" height="32" rx="4"/><rect x="118" y="130" width="14" height="32" rx="4"/></g>` +
    `<ellipse cx="72" cy="94" rx="12" ry="16" fill="${b}"/><circle cx="54" cy="90" r="3" fill="${ink}"/><path d="M90 100h40" stroke="${c}" stroke-width="4" stroke-dasharray="4 4"/>`,
  vase: (a, b, c) =>
    `<path d="M86 48h28v18q30 18 26 54q-4 36-40 42q-36-6-40-42q-4-36 26-54z" fill="${a}"/><rect x="82" y="44" width="36" height="8" rx="3" fill="${b}"/>` +
    `<g fill="${c}"><circle cx="100" cy="112" r="12"/><circle cx="80" cy="108" r="7"/><circle cx="120" cy="108" r="7"/></g><circle cx="100" cy="112" r="5" fill="${b}"/>`,
  painting: (a, b, c, ink) =>
    `<rect x="38" y="44" width="124" height="118" fill="${ink}"/><rect x="46" y="52" width="108" height="102" fill="#fbf6ea"/>` +
    `<path d="M60 86q30-22 66 0q-36 22-66 0zM126 86l14-10v20z" fill="${a}"/><path d="M60 122q30-22 66 0q-36 22-66 0zM126 122l14-10v20z" fill="${b}"/>` +
    `<circle cx="74" cy="84" r="3" fill="${c}"/><circle cx="74" cy="120" r="3" fill="${c}"/>`,
  planter: (a, b, c) =>
    `<path d="M100 20L62 92M100 20l38 72" stroke="${c}" stroke-width="2"/>` +
    `<path d="M90 92q-24-26-4-40q10 16 4 40zM110 92q24-26 4-40q-10 16-4 40z" fill="${b}"/>` +
    `<path d="M58 92h84l-12 62H70z" fill="${a}"/><rect x="54" y="88" width="92" height="12" rx="4" fill="${a}"/><path d="M66 124h68" stroke="${c}" stroke-width="3"/>`,
  coaster: (a, b, c, ink) =>
    `<rect x="56" y="80" width="92" height="80" rx="6" fill="${ink}" opacity=".2"/><rect x="50" y="70" width="100" height="84" rx="6" fill="#fbfaf6"/>` +
    `<g fill="${b}"><ellipse cx="100" cy="98" rx="7" ry="14"/><ellipse cx="100" cy="126" rx="7" ry="14"/><ellipse cx="86" cy="112" rx="14" ry="7"/><ellipse cx="114" cy="112" rx="14" ry="7"/></g>` +
    `<circle cx="100" cy="112" r="6" fill="${a}"/><rect x="56" y="76" width="88" height="72" rx="4" fill="none" stroke="${c}" stroke-width="2"/>`,
  bottle: (a, b, c) =>
    `<rect x="88" y="34" width="24" height="16" rx="4" fill="${b}"/><path d="M90 50h20l14 22v84q0 8-8 8H84q-8 0-8-8V72z" fill="${a}"/>` +
    `<g fill="${c}" opacity=".6"><circle cx="92" cy="96" r="4"/><circle cx="108" cy="108" r="4"/><circle cx="92" cy="122" r="4"/><circle cx="108" cy="136" r="4"/><circle cx="92" cy="148" r="4"/></g>`,
  thali: (a, b, c, ink) =>
    `<ellipse cx="100" cy="112" rx="70" ry="46" fill="${a}"/><ellipse cx="100" cy="112" rx="58" ry="36" fill="${c}"/>` +
    `<g fill="${a}" stroke="${ink}" stroke-opacity=".25"><ellipse cx="74" cy="104" rx="16" ry="10"/><ellipse cx="118" cy="98" rx="16" ry="10"/><ellipse cx="106" cy="126" rx="16" ry="10"/></g>` +
    `<circle cx="74" cy="104" r="6" fill="${b}"/>`,
  kadai: (a, b, c, ink) =>
    `<path d="M40 96h120q-6 62-60 62t-60-62z" fill="${ink}"/><ellipse cx="100" cy="96" rx="60" ry="10" fill="${a}"/>` +
    `<path d="M40 100q-18 0-14 12q4 8 18 2M160 100q18 0 14 12q-4 8-18 2" stroke="${ink}" stroke-width="6" fill="none"/>` +
    `<path d="M72 94q12-22 28-30q12 14 22 30" stroke="${b}" stroke-width="4" fill="none" opacity=".6"/><circle cx="90" cy="96" r="4" fill="${c}"/>`,
  spicebox: (a, b, c) =>
    `<circle cx="100" cy="110" r="58" fill="${a}"/><circle cx="100" cy="110" r="50" fill="#f3e6d4"/>` +
    `<circle cx="100" cy="110" r="13" fill="${b}"/><g fill="${c}"><circle cx="100" cy="80" r="13"/><circle cx="126" cy="95" r="13"/><circle cx="126" cy="125" r="13"/></g>` +
    `<g fill="#c8442f"><circle cx="100" cy="140" r="13"/><circle cx="74" cy="125" r="13"/></g><circle cx="74" cy="95" r="13" fill="#6b4a2e"/>`,
  mortar: (a, b, c, ink) =>
    `<path d="M112 98L148 42" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M46 100h108q-4 40-34 50v10H80v-10q-30-10-34-50z" fill="${ink}"/><ellipse cx="100" cy="100" rx="54" ry="9" fill="${b}"/>` +
    `<g fill="${a}"><circle cx="86" cy="99" r="4"/><circle cx="98" cy="101" r="3"/></g><circle cx="112" cy="99" r="4" fill="${c}"/>`,
  kettle: (a, b, c, ink) =>
    `<path d="M66 70q34-40 68 0" stroke="${c}" stroke-width="6" fill="none"/><path d="M138 116q24-10 30-34" stroke="${ink}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="100" cy="118" rx="46" ry="42" fill="${ink}"/><rect x="86" y="72" width="28" height="10" rx="4" fill="${ink}"/><circle cx="100" cy="70" r="5" fill="${a}"/>` +
    `<path d="M62 116q38 14 76 0" stroke="${b}" stroke-width="3" fill="none"/>`,
  jhumka: (a, b, c) =>
    [70, 130]
      .map(
        (x) =>
          `<path d="M${x} 40v16" stroke="${c}" stroke-width="3"/><circle cx="${x}" cy="64" r="10" fill="${b}"/>` +
          `<path d="M${x - 26} 120q0-42 26-46q26 4 26 46z" fill="${a}"/><g fill="${c}"><circle cx="${x - 18}" cy="130" r="4"/><circle cx="${x - 6}" cy="134" r="4"/><circle cx="${x + 6}" cy="134" r="4"/><circle cx="${x + 18}" cy="130" r="4"/></g>`,
      )
      .join(''),
  necklace: (a, b, c) =>
    `<path d="M44 52q56 106 112 0" stroke="${a}" stroke-width="10" fill="none"/>` +
    `<g fill="${c}"><circle cx="60" cy="84" r="6"/><circle cx="78" cy="104" r="6"/><circle cx="122" cy="104" r="6"/><circle cx="140" cy="84" r="6"/></g>` +
    `<path d="M100 110l18 22-18 28-18-28z" fill="${b}"/><circle cx="100" cy="134" r="6" fill="${a}"/>`,
  bangles: (a, b, c) =>
    `<ellipse cx="80" cy="110" rx="40" ry="40" stroke="${a}" stroke-width="10" fill="none"/>` +
    `<ellipse cx="120" cy="110" rx="40" ry="40" stroke="${b}" stroke-width="10" fill="none"/>` +
    `<ellipse cx="100" cy="120" rx="40" ry="40" stroke="${c}" stroke-width="6" fill="none" stroke-dasharray="2 6"/>`,
  payal: (a, b, c) =>
    `<ellipse cx="100" cy="96" rx="60" ry="34" stroke="${c}" stroke-width="5" fill="none" stroke-dasharray="6 3"/>` +
    [58, 79, 100, 121, 142].map((x, i) => `<circle cx="${x}" cy="${126 + (i % 2) * 8 - Math.abs(i - 2) * 6}" r="7" fill="${i % 2 ? b : a}"/>`).join(''),
  dropper: (a, b, c) =>
    `<rect x="90" y="36" width="20" height="22" rx="10" fill="${b}"/><rect x="86" y="56" width="28" height="14" rx="2" fill="${c}"/>` +
    `<rect x="70" y="70" width="60" height="90" rx="10" fill="${a}"/><rect x="80" y="100" width="40" height="32" rx="3" fill="#fffaf0"/><circle cx="100" cy="116" r="6" fill="${b}"/>`,
  soap: (a, b, c) =>
    `<rect x="46" y="128" width="108" height="30" rx="12" fill="${b}"/><rect x="52" y="98" width="96" height="32" rx="12" fill="${a}"/><rect x="58" y="70" width="84" height="30" rx="12" fill="${c}"/>` +
    `<path d="M86 85q14-14 28 0q-14 14-28 0z" fill="${b}"/>`,
  incense: (a, b, c, ink) =>
    `<path d="M88 44q-8-10 0-18M104 36q8-10 0-18M116 48q-6-8 2-14" stroke="${ink}" stroke-opacity=".35" stroke-width="2" fill="none"/>` +
    `<path d="M80 150L88 52M100 150V46M120 150l-6-96" stroke="${b}" stroke-width="3"/><g fill="${c}"><circle cx="88" cy="52" r="3"/><circle cx="100" cy="46" r="3"/><circle cx="114" cy="54" r="3"/></g>` +
    `<path d="M50 150h100l-8 12H58z" fill="${a}"/>`,
  jar: (a, b, c) =>
    `<rect x="62" y="62" width="76" height="20" rx="6" fill="${b}"/><path d="M58 82h84v66q0 12-12 12H70q-12 0-12-12z" fill="${a}"/>` +
    `<rect x="58" y="104" width="84" height="26" fill="${c}"/><circle cx="100" cy="117" r="7" fill="${a}"/>`,
  wand: (a, b, c, ink) =>
    `<path d="M100 74v80" stroke="${b}" stroke-width="16" stroke-linecap="round"/><path d="M100 124v30" stroke="${ink}" stroke-width="16" stroke-linecap="round" opacity=".3"/>` +
    `<path d="M66 76q0-34 34-34t34 34z" fill="${a}"/><rect x="62" y="74" width="76" height="8" rx="4" fill="${c}"/>`,
} satisfies Record<string, Draw>;

export type Motif = keyof typeof MOTIFS;
export const MOTIF_NAMES = Object.keys(MOTIFS) as Motif[];
