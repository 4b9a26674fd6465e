### German per-card text of Maniacal: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 28515e8cf2f3
card-man-c001-flavour = Druck dir deine eigene Rente.
# source-hash: 783b19229c74
card-man-c002-flavour = Er hat in dem Museum doch nur ein wenig geruht.
# source-hash: f42c866ff34c
card-man-c003-flavour = Wolken sind nur Nebel mit Ehrgeiz.
# source-hash: f2e51fa6b930
card-man-h001-flavour = Knackt Schlösser, leert Taschen und sucht Streit.
# source-hash: cdad38830212
card-man-h002-flavour = Frisst bei seiner Ankunft erst mal einen Dollar aus der Portokasse.
# source-hash: 2db43a3b162d
card-man-h003-flavour = Rechnet pro Experiment ab.
# source-hash: c702538bdb7e
card-man-m001-flavour = Im Voraus bezahlt, in bar, im Aktenkoffer.
# source-hash: b35a8a080df6
card-man-p001-flavour = Jetzt siehst du ihn. Jetzt siehst du ihn immer noch nicht.
# source-hash: 05170ba6be27
card-man-s001-flavour = Jemand hat vorsorglich schon mal im Krankenhaus angerufen.
# source-hash: 5111d65b5d18
card-man-f001-flavour = Niemand hat etwas gesehen. Genau das war der Plan.
# source-hash: ca7ec8e7f689
card-man-x001-flavour = Kantiges Kinn, weiße Weste, kein Sinn für Humor.
# source-hash: 50302854409b
card-man-r001-flavour = Quartalsbesprechungen waren noch nie so kurz.
# source-hash: 1725e8c79508
card-man-r002-flavour = Niemand weiß, was er webt.
# source-hash: c2acbfe0c1e9
card-man-r003-flavour = Vorsicht, es tropft.
# source-hash: 3569e8ece196
card-man-v001-flavour = Sie erhebt nie die Stimme. Sie senkt die Temperatur.
# source-hash: adf1ecbe2753
card-man-l001-flavour = Zwei Pinguine in einem Trenchcoat.
# source-hash: e4cb1d077c4b
card-man-v002-flavour = Seine Vorlesungen haben schon ganze Jahrgänge versteinert.
# source-hash: 4beabef47294
card-man-v001-base = ein Eispalast hinter der letzten Tankstelle
# source-hash: 32075a841f07
card-man-v001-lackey = Graupel und Matsch
# source-hash: 30abf516570d
card-man-v001-strength = Kalter Auftakt
# source-hash: 4351df84e015
card-man-v001-weakness = Dünnes Eis
# source-hash: de33f21e62f6
card-man-l001-villain = Gräfin Raureifzahn
# source-hash: bc4bdbdfd5e4
card-man-v002-base = ein Keller unter einem sehr alten Tempel
# source-hash: c086ff0d5b72
card-man-v002-lackey = Herr Kiesel
# source-hash: 8b324c2fb49b
card-man-v002-strength = Versteinernder Blick
# source-hash: 5aa840b15871
card-man-v002-weakness = Kein Taktgefühl am Krankenbett
# source-hash: d1416b0deba8
card-man-l002-villain = Professor Gorgonax
