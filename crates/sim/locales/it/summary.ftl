# sim: summary words (it). Ids are kebab-case, prefixed by their area.

summary-speed = { $games ->
    [one] 1 partita
   *[other] { $games } partite
}, { $players ->
    [one] 1 giocatore
   *[other] { $players } giocatori
}, { $jobs } thread: { $seconds } s, { $per_second } partite/s, { $decisions } decisioni per partita
summary-seats-header = posto  vittorie  % vittorie   totale medio
summary-bots-header = bot          posti vittorie  % vittorie   (quota equa { $fair_share })
summary-line-values = valore finale medio delle Linee (prima dei pagamenti):
summary-kinds-title = tipi di azione (CP-2.4): quante volte in media ogni giocatore li sceglie in una partita, e quota di partite in cui li ha scelti almeno una volta
summary-kinds-header = tipo             vincitore   altri   vinc. ≥1    altri ≥1
