# sim: summary words (de). Ids are kebab-case, prefixed by their area.

summary-speed = { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
}, { $players } Spieler, { $jobs ->
    [one] 1 Thread
   *[other] { $jobs } Threads
}: { $seconds } s, { $per_second } Spiele/s, { $decisions } Entscheidungen je Spiel
summary-seats-header = Platz  Siege    Siegquote   Ø Summe
summary-bots-header = Bot          Plätze   Siege  Siegquote   (fairer Anteil { $fair_share })
summary-line-values = durchschnittlicher Endwert der Linien (vor den Auszahlungen):
summary-kinds-title = Aktionsarten (CP-2.4): wie oft jeder Spieler sie im Durchschnitt pro Spiel wählt, und Anteil der Spiele, in denen er sie mindestens einmal wählt
summary-kinds-header = Art               Sieger   andere   Sieger ≥1   andere ≥1
