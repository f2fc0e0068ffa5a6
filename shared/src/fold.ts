// One way to compare names typed without accents: every search (the finder, the universities list, the
// guides' search boxes) and every slug folds text here. Lower case first, then the letters Unicode does
// not decompose are spelled out (ß, æ, œ, ø, ł, đ, ð, þ), then accents are dropped, so "strasse" finds
// "Straße", "lodz" "Łódź", "kobenhavn" "København" and "ceska" "Česká".

const SPELLED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };

export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøłđðþ]/g, (letter) => SPELLED[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
