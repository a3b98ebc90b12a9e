/**
 * British and American spellings of one word read alike, so "fiber" finds the cards that print
 * "fibre" and "journalling" the one that prints "journaling". Works on folded text (foldText: lower
 * case, no spaces), turning each American form into the British one the site writes. Both the
 * cards' texts and the query are respelt, so the direction only has to be the same on both sides.
 */
const RESPELLINGS: readonly (readonly [RegExp, string])[] = [
  // colour, harbour, neighbour, flavour, favourite, honour, labour, behaviour, savour, humour
  [/(colo|harbo|neighbo|flavo|favo|hono|labo|behavio|savo|humo|rumo|parlo|odo|armo|endeavo|glamo|vigo|splendo)r(?!u)/g, "$1ur"],
  // centre, centred, fibre, theatre, kilometre
  [/centered/g, "centred"],
  [/(cent|fib|theat|kilomet|centimet)er/g, "$1re"],
  // travelling, traveller, journalling, modelling, snorkelling, counselling, cancelled, labelled
  [/(travel|journal|model|snorkel|counsel|cancel|label|fuel|marvel|level|signal)(?=ing|ed|er)/g, "$1l"],
  [/jewelry/g, "jewellery"],
  // organise, personalised, acclimatisation, analyse
  [/iz(?=e|i|a)/g, "is"],
  [/yz(?=e|i)/g, "ys"],
  // licence, practise, defence, offence
  [/(licen|practi|defen|offen)s/g, "$1c"],
  [/gray/g, "grey"],
  [/coz(?=y|i)/g, "cos"],
  [/yogurt/g, "yoghurt"],
  [/judgment/g, "judgement"],
  [/pajama/g, "pyjama"],
  [/(?<!a)esthetic/g, "aesthetic"],
  [/(catalog|dialog|analog)(?!ue)/g, "$1ue"],
  [/program(?!me)/g, "programme"],
];

/** Folded text with every American spelling in the list written the British way. */
export function britishSpelling(folded: string): string {
  let out = folded;
  for (const [pattern, replacement] of RESPELLINGS) out = out.replace(pattern, replacement);
  return out;
}
