### English per-card text of Champions of Midgard: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n extract` from the cards: edit a flavour in its card file, not here.

card-mid-l001-flavour = Her blade has never needed a second stroke.
card-mid-r001-flavour = Carved in oak.
card-mid-y001-flavour = The barrows of the north are quiet now.
card-mid-s001-flavour = Salt fish and oak, traded for songs about you.
card-mid-t001-flavour = It charges a toll in sheep, and lately in villagers.
card-mid-d001-flavour = Swords pass through it.
card-mid-m001-flavour = Small, many and always hungry.
card-mid-j001-flavour = The sail splits and the sea takes its share.
card-mid-j003-flavour = The water goes dark under the keel.
