### English per-card text of Maniacal: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n extract` from the cards: edit a flavour in its card file, not here.

card-man-c001-flavour = Print your own retirement.
card-man-c002-flavour = It was only resting in that museum.
card-man-c003-flavour = Clouds are just fog with ambition.
card-man-h001-flavour = Picks locks, pockets and arguments.
card-man-h002-flavour = Eats a dollar of petty cash on arrival.
card-man-h003-flavour = Bills by the experiment.
card-man-m001-flavour = Paid in advance, in cash, in a briefcase.
card-man-p001-flavour = Now you see him. Now you still do not.
card-man-s001-flavour = Somebody called the hospital in advance.
card-man-f001-flavour = Nobody saw a thing. That was the plan.
card-man-x001-flavour = Square jaw, clean record, no sense of humour.
card-man-r001-flavour = Quarterly reviews have never been so brief.
card-man-r002-flavour = Nobody knows what it weaves.
card-man-r003-flavour = Mind the drips.
card-man-v001-flavour = She never raises her voice. She lowers the temperature.
card-man-v001-base = an ice palace beyond the last gas station
card-man-v001-lackey = Sleet and Slush
card-man-v001-strength = Cold Open
card-man-v001-weakness = Thin Ice
card-man-l001-flavour = Two penguins in one trench coat.
card-man-l001-villain = Countess Rimefang
card-man-v002-flavour = His lectures have turned whole classes to stone.
card-man-v002-base = a cellar under a very old temple
card-man-v002-lackey = Mister Pebbles
card-man-v002-strength = Stony Stare
card-man-v002-weakness = No Bedside Manner
card-man-l002-villain = Professor Gorgonax
