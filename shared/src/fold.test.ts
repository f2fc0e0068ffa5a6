import { describe, expect, it } from 'vitest';
import { fold } from './fold.ts';

describe('fold', () => {
  it.each([
    ['German', 'Technische Universität München, Straße, STRASSE', 'technische universitat munchen, strasse, strasse'],
    ['French', 'Université Côte d’Azur, Œuvre, Ça', 'universite cote d’azur, oeuvre, ca'],
    ['Spanish', 'Universidad de Alcalá, Añorga, Peñíscola', 'universidad de alcala, anorga, peniscola'],
    [
      'Danish and Norwegian',
      'Københavns Universitet, Øresund, Ærø, Tromsø',
      'kobenhavns universitet, oresund, aero, tromso',
    ],
    [
      'Swedish and Finnish',
      'Kungliga Tekniska högskolan, Malmö, Åbo Akademi',
      'kungliga tekniska hogskolan, malmo, abo akademi',
    ],
    ['Icelandic', 'Háskóli Íslands, Þórshöfn, Garðabær', 'haskoli islands, thorshofn, gardabaer'],
    ['Polish', 'Politechnika Łódzka, Wrocław, Gdańsk, Kraków', 'politechnika lodzka, wroclaw, gdansk, krakow'],
    [
      'Czech',
      'České vysoké učení technické, Brno, Ústí nad Labem, Plzeň',
      'ceske vysoke uceni technicke, brno, usti nad labem, plzen',
    ],
    ['Croatian', 'Sveučilište u Zagrebu, Đakovo', 'sveuciliste u zagrebu, dakovo'],
  ])('%s names fold to what a visitor types without accents', (_language, name, folded) => {
    expect(fold(name)).toBe(folded);
  });

  it('leaves plain text as lower case', () => {
    expect(fold('Aalto University 2027')).toBe('aalto university 2027');
  });
});
