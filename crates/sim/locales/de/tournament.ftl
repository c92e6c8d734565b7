# sim: tournament words (de).

tournament-heading = Spielplan { $map }, Aktionskarten { $cards }, { $players } Spieler, { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
} je Sitzordnung ab Seed { $seed }
tournament-games = { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
} in { $seconds } s; Sieg: Anteil der Siege des gemessenen Bots, Wilson-95-%-Intervall; Abstand: seine Summe minus die beste andere Summe, Mittelwert ± Standardfehler
# same in every language
tournament-copies = { $count }× { $bot }
tournament-standing = { $bot } gegen { $field }: { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
}, Sieg { $win } [{ $low }, { $high }] (fairer Anteil { $fair_share }), Abstand { $margin } ± { $error }
tournament-seat = Platz { $seat }: { $wins }/{ $games }
