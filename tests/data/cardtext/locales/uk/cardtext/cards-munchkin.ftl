### Ukrainian per-card text of the fixture.

card-fx-001-flavour = Він не сердиться, просто розчарований. Але взуття все одно розчиняє.
card-fx-002-flavour = Ще й макарони зціджує: Скарб серед [headgear].
