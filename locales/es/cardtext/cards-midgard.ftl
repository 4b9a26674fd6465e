### Spanish per-card text of Champions of Midgard: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 40a1584e25f1
card-mid-l001-flavour = Su espada nunca ha necesitado un segundo tajo.
# source-hash: d6e5accb57fc
card-mid-r001-flavour = Tallada en roble.
# source-hash: 92e9fb9380f8
card-mid-y001-flavour = Los túmulos del norte ya descansan en calma.
# source-hash: 3b7e792fa9f0
card-mid-s001-flavour = Pescado salado y roble, a cambio de canciones sobre ti.
# source-hash: 512bd0d1d2e2
card-mid-t001-flavour = Cobra el peaje en ovejas y, últimamente, en aldeanos.
# source-hash: 82a7d760b716
card-mid-d001-flavour = Las espadas lo atraviesan.
# source-hash: ada1c3040f30
card-mid-m001-flavour = Pequeños, muchos y siempre hambrientos.
# source-hash: 170a5be493e9
card-mid-j001-flavour = La vela se rasga y el mar se cobra su parte.
# source-hash: 10b813e76dc5
card-mid-j003-flavour = El agua se oscurece bajo la quilla.
