# sim: tournament words (it).

tournament-heading = Mappa { $map }, carte { $cards }, { $players } giocatori, { $games ->
    [one] 1 partita
   *[other] { $games } partite
} per disposizione dal seed { $seed }
tournament-games = { $games ->
    [one] 1 partita
   *[other] { $games } partite
} in { $seconds } s; vittorie: quota di vittorie del bot misurato, intervallo di Wilson al 95%; scarto: il suo totale meno il miglior totale altrui, media ± errore standard
# same in every language
tournament-copies = { $count }× { $bot }
tournament-standing = { $bot } contro { $field }: { $games ->
    [one] 1 partita
   *[other] { $games } partite
}, vittorie { $win } [{ $low }, { $high }] (quota equa { $fair_share }), scarto { $margin } ± { $error }
tournament-seat = posto { $seat }: { $wins }/{ $games }
