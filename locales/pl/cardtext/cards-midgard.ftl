### Polish per-card text of Champions of Midgard: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 40a1584e25f1
card-mid-l001-flavour = Jej ostrze nigdy nie potrzebowało drugiego cięcia.
# source-hash: d6e5accb57fc
card-mid-r001-flavour = Wyryta w dębie.
# source-hash: 92e9fb9380f8
card-mid-y001-flavour = W kurhanach północy panuje teraz cisza.
# source-hash: 3b7e792fa9f0
card-mid-s001-flavour = Solone ryby i dębina, wymienione na pieśni o tobie.
# source-hash: 512bd0d1d2e2
card-mid-t001-flavour = Pobiera myto w owcach, a ostatnio także w wieśniakach.
# source-hash: 82a7d760b716
card-mid-d001-flavour = Miecze przechodzą przez niego na wylot.
# source-hash: ada1c3040f30
card-mid-m001-flavour = Małe, liczne i wiecznie głodne.
# source-hash: 170a5be493e9
card-mid-j001-flavour = Żagiel pęka, a morze bierze swoją dolę.
# source-hash: 10b813e76dc5
card-mid-j003-flavour = Woda pod kilem ciemnieje.
