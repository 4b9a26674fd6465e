### German per-card text of Champions of Midgard: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 40a1584e25f1
card-mid-l001-flavour = Ihre Klinge hat nie einen zweiten Hieb gebraucht.
# source-hash: d6e5accb57fc
card-mid-r001-flavour = In Eiche geschnitzt.
# source-hash: 92e9fb9380f8
card-mid-y001-flavour = In den Hügelgräbern des Nordens ist es nun still.
# source-hash: 3b7e792fa9f0
card-mid-s001-flavour = Salzfisch und Eichenholz, eingetauscht gegen Lieder über dich.
# source-hash: 512bd0d1d2e2
card-mid-t001-flavour = Er verlangt Zoll in Schafen, neuerdings auch in Dorfbewohnern.
# source-hash: 82a7d760b716
card-mid-d001-flavour = Schwerter gleiten durch ihn hindurch.
# source-hash: ada1c3040f30
card-mid-m001-flavour = Klein, zahlreich und immer hungrig.
# source-hash: 170a5be493e9
card-mid-j001-flavour = Das Segel reißt, und das Meer holt sich seinen Anteil.
# source-hash: 10b813e76dc5
card-mid-j003-flavour = Unter dem Kiel wird das Wasser dunkel.
