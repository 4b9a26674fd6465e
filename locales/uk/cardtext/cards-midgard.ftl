### Ukrainian per-card text of Champions of Midgard: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 40a1584e25f1
card-mid-l001-flavour = Її клинкові ще жодного разу не знадобився другий удар.
# source-hash: d6e5accb57fc
card-mid-r001-flavour = Вирізьблена на дубі.
# source-hash: 92e9fb9380f8
card-mid-y001-flavour = Кургани півночі тепер мовчать.
# source-hash: 3b7e792fa9f0
card-mid-s001-flavour = Солона риба й дуб в обмін на пісні про вас.
# source-hash: 512bd0d1d2e2
card-mid-t001-flavour = Бере мито вівцями, а останнім часом — і селянами.
# source-hash: 82a7d760b716
card-mid-d001-flavour = Мечі проходять крізь нього.
# source-hash: ada1c3040f30
card-mid-m001-flavour = Малі, численні й вічно голодні.
# source-hash: 170a5be493e9
card-mid-j001-flavour = Вітрило рветься, і море забирає своє.
# source-hash: 10b813e76dc5
card-mid-j003-flavour = Вода під кілем темніє.
