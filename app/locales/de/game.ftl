# app: game words (de). Ids are kebab-case, prefixed by their area.

## The header

header-menu = Menü
header-save = Speichern
    .tooltip = Das Spiel in { $folder } speichern
header-undo = Rückgängig
    .tooltip = Zurücknehmen: { $action }
header-undo-what = Rückgängig: { $action }
header-undo-disabled = Nur deine eigenen Entscheidungen seit Beginn deines Spielzugs können zurückgenommen werden, solange nichts Verdecktes oder Zufälliges aufgedeckt wurde.
header-speed = Tempo
    .tooltip = Schritte pro Sekunde der Züge und der Bots; 0: sofort
header-skip = Überspringen
    .tooltip = Den Rest der Animation sofort zeigen
header-round = Runde { $round } von { $rounds }
header-trains-running = die Züge fahren …
header-moves-shown = die Spielzüge werden gezeigt …
header-thinking = { $player } denkt nach …
# same in every language
header-to-move = { $player }: { $pending }

## The players' panel

players-turn-order = Reihenfolge
players-cash = Bargeld
players-discs = Scheiben { $hand }/{ $owned }
    .tooltip = Aktionsscheiben auf der Hand / im Besitz ({ $supply } weitere im Vorrat); übrige Spekulationsscheiben: { $speculation }
players-pyramids = Pyramiden { $count }
players-loans = Kredite { $count }
players-bike = Fahrrad
players-speed-tokens = Tempo-Plättchen { $count }
players-share = { $line } Nr. { $number }
players-speculation = { $line } Spek. { $stake }
players-holdings =
    .tooltip = Aktien (Nr.) und Spekulationen (Einsatz)
players-set-aside = beiseitegelegt { $amount }
players-bid-bonus = Bonus-Yen { $amount }
players-bid-made = Gebot abgegeben
players-passed = hat gepasst
players-your-bid = Dein geheimes Gebot: { $amount }
players-more-below = Weitere Spieler unten

## The revenue track

track-title = Einnahmenleiste
track-scale = Skala bis { $amount }
track-value = { $line }: Wert { $value } (höherer Wert { $high }, niedrigerer Wert { $low })
track-value-on-map = { $line }: Wert { $value } (höherer Wert { $high }, niedrigerer Wert { $low }); ihr Fahrzeug ist auf dem Spielplan
track-value-heading = Wert
track-high-heading = hoch
    .tooltip = Der höhere Wert neben dem Wert einer Linie: bei zwei Aktienbesitzern bekommt ihn am Ende Nr. 1.
track-low-heading = niedrig
    .tooltip = Der niedrigere Wert neben dem Wert einer Linie: der kleinste Einsatz einer Spekulation und das Meiste, was sie auszahlt; bei zwei Aktienbesitzern bekommt ihn am Ende Nr. 2.
track-high = höherer Wert { $amount }
track-low = niedrigerer Wert { $amount }
track-value-bar = Wertbalken von { $line }
# the letter on a speed token
track-speed-letter = T
track-speed-token = Ein Tempo-Plättchen: diese Linie fährt einen Schritt weiter
track-speculation = Spekulation von { $player }, Einsatz { $stake }
track-share-held = Aktie Nr. { $number } von { $player }
track-share-in-stock = Aktie Nr. { $number } noch verfügbar (Zusatzbetrag { $extra })
track-token = Plättchen
track-choose = Wählen
track-with-discounts = { $text } (mit eingesetzten Rabattscheiben: du { $effects })

## The prompt

prompt-trains-running = Die Züge fahren …
prompt-moves-shown = Die Spielzüge werden gezeigt …
prompt-waiting-for = Warten auf { $player } …
prompt-game-over = Das Spiel ist vorbei.
prompt-choices-elsewhere = { $count ->
    [one] 1 Wahlmöglichkeit auf dem Spielplan, den Karten oder der Leiste (grün)
   *[other] { $count } Wahlmöglichkeiten auf dem Spielplan, den Karten oder der Leiste (grün)
}
prompt-with-fare = { $label } ({ $fare } Fahrpreis)
# same in every language
prompt-with-gain = { $label } (+{ $amount })
prompt-confirm-bid = Gebot bestätigen
prompt-confirm-stake = Einsatz bestätigen
prompt-your-bid = Dein Gebot
prompt-your-stake = Dein Einsatz
prompt-your-bid-amount = Dein Gebot: { $amount }
prompt-bid-counts-as = Es zählt als { $total }: dein Gebotsbonus von { $bonus } kommt dazu (TM-6.4.2).
prompt-your-stake-amount = Dein Einsatz: { $amount }
# same in every language
prompt-confirm-amount = { $confirm }: { $amount }
prompt-bid-secret = Geheim: die anderen sehen nur, dass du geboten hast, bis alle Gebote abgegeben sind.
# same in every language
prompt-plan = Plan: { $plan }
prompt-cancel-plan = Plan aufheben
prompt-plan-pick-space = Du bist in { $station }: wähle auf dem Plan das Feld, auf dem du aussteigst.
prompt-answer-once = Einmal für diese Fahrt antworten:
prompt-ride-to-end = Bis zum Ende der Linie sitzen bleiben
prompt-alight-at = Aussteigen in { $station }
prompt-board-nothing = In dieser Zugphase nicht einsteigen
prompt-with-discounts = { $text } (mit eingesetzten Rabattscheiben: du { $effects })
prompt-disc-for-good = { $text } — eine für immer abgegebene Scheibe kommt am Ende der Runde nicht zurück.
# same in every language
prompt-priced-station = { $station } { $cost }
# same in every language
prompt-priced-line = { $line }: { $effects }
prompt-then-where = { $text }. Dann wähle, wohin: { $count ->
    [one] 1 Feld
   *[other] { $count } Felder
} (blau auf dem Spielplan).
prompt-then-choose = { $text }. Dann wähle: { $choices }.
prompt-then-choose-more = { $text }. Dann wähle: { $choices } und { $count } weitere.
prompt-hint-cards = Zeige auf eine Aktion der Karten, um zu sehen, was sie kostet und bewirkt; klicke, um sie zu wählen.
prompt-hint-space = Klicke auf ein grünes Feld des Spielplans: je dunkler das Grün, desto mehr Linien treffen sich an seinen Halten.
prompt-hint-station = Klicke auf eine grüne Station des Spielplans: das Schild sagt, was sie kostet.
prompt-hint-line = Wähle eine Linie auf der Einnahmenleiste: die Schaltfläche sagt, was es kostet.
prompt-hint-speed = { $count ->
    [one] Jetzt kannst du dein Tempo-Plättchen auf eine Linie legen (TM-7.11): klicke „Plättchen“ neben einer Linie auf der Einnahmenleiste, oder mach ohne weiter.
   *[other] Jetzt kannst du deine { $count } Tempo-Plättchen auf Linien legen (TM-7.11): klicke „Plättchen“ neben einer Linie auf der Einnahmenleiste, einmal je Plättchen, oder mach ohne weiter.
}
prompt-hint-cards-speed = { $count ->
    [one] Nimm eine Aktion von den Karten: dein Tempo-Plättchen kommt dabei auf eine Linie, sobald das Ziel gewählt ist (TM-7.11, D-20).
   *[other] Nimm eine Aktion von den Karten: deine { $count } Tempo-Plättchen kommen dabei auf Linien, sobald das Ziel gewählt ist (TM-7.11, D-20).
}
prompt-hint-alight = Klicke auf ein grünes Feld, um dort auszusteigen, oder bleib sitzen.

## The hand-over screen (hot seat, D-3)

hand-over-title = Geheimes Gebot
hand-over-pass = Gib den Bildschirm an { $player } weiter.
hand-over-nobody-else = Niemand sonst sollte hinsehen: das Gebot bleibt verdeckt, bis alle Gebote abgegeben sind.
hand-over-show-my-bid = Ich bin { $player }: mein Gebot zeigen

## Why not

why-not-rules-link = Regeln: { $section }
# a board tooltip cannot hold a link: a click pins the reason to the prompt, on the right
why-not-click-to-keep = Klicke, um den Hinweis rechts anzuheften, mit einem Link zu „{ $link }“ (oder drücke F1)
why-not-rule = Regel { $rule }
why-not-not-now = Jetzt nicht: { $sentence }
# a refusal pinned to the prompt after a click on a refused place of the board
why-not-not-here = Nicht hier: { $sentence }
# the "×" button that puts a pinned refusal away: its tooltip, and its name for screen readers
why-not-put-away = Ausblenden
    .name = Begründung ausblenden

## The game screen

game-show-breakdown = Endabrechnung zeigen

## The card tray

cards-deck = Stapel { $count }
cards-gap = Eine Lücke: die hier genommene Karte wird erst in der Aktionskarten-Auffüllphase ersetzt
cards-discard = Ablagestapel ({ $count }): { $card }
cards-discard-empty = Ablagestapel: leer
cards-show = Karten zeigen
cards-hide = Karten verbergen
cards-folded = Jetzt kann keine Karte genommen werden: die Karten kommen in der Aktionsphase zurück.
cards-spaces-empty = { $count ->
    [one] 1 Aktionsfeld, leer
   *[other] { $count } Aktionsfelder, leer
}
cards-spaces-taken = { $count ->
    [one] 1 Aktionsfeld: { $discs }
   *[other] { $count } Aktionsfelder: { $discs }
}
cards-discs-of = { $count ->
    [one] 1 Scheibe von { $player }
   *[other] { $count } Scheiben von { $player }
}
# an action on a card, then what it does ("Move 3: move your meeple …")
# same in every language
cards-action-sentence = { $action }: { $sentence }
cards-copy = Kopieren: { $action }
cards-lift = Rabattscheiben einsetzen: { $action }
cards-taking-it = Wenn du sie wählst: { $tag }
cards-tag-discs-for-good = −{ $count } Scheibe für immer
cards-tag-discs = −{ $count } Scheibe
cards-face-down = verdeckt

## What can I do?

moves-title = Deine Möglichkeiten jetzt
moves-close = Liste schließen
moves-nothing-now = Jetzt nichts: { $player } ist am Zug.
moves-hand-over-first = { $player } bietet geheim: gib den Bildschirm weiter; die Möglichkeiten erscheinen, sobald { $player } bestätigt, da zu sein.
moves-nothing-game-over = Nichts: das Spiel ist vorbei.
moves-heading = { $player }: { $pending } — { $count } Möglichkeiten
moves-do = Ausführen: { $choice }
moves-reason-cost = { $reason } (Du { $cost }.)

## The log

log-title = Protokoll
log-newer-below = Neuere Zeilen unten
log-everyone = Alle
log-filter = Protokoll von
    .tooltip = Die Zeilen aller Spieler zeigen, oder die eines Spielers
log-round-phase = Runde { $round } · { $phase }

## The end of the game

end-ordinal = { $n }.
end-tie-break = Gleichstand bei { $total }: { $place } auf der Spielerreihenfolge-Leiste
end-winner = { $player } gewinnt mit { $total }
end-show-board = Spielplan zeigen
end-watch-replay = Wiederholung ansehen
end-new-game = Neues Spiel
end-place = Platz
end-player = Spieler
end-total = Summe
end-tie-break-heading = Gleichstandsregel
end-cash = Bargeld
end-speculation-payouts = Spekulationsauszahlungen
end-stakes-returned = Zurückerhaltene Einsätze
end-shares-heading = Aktien
# same in every language
end-share-line = { $line }: { $amount }
end-set-aside = Beiseitegelegt
end-loans = Kredite
end-winner-name = { $player } (Sieger)
end-new-best = Neuer Bestwert!
end-solo-best = Solo-Bestwert Nr. { $rank }

## The board

board-choose-in-list = { $station }: in der Liste wählen
board-pyramid-of = Pyramide von { $player }
board-building-costs = Hier zu bauen kostet { $cost }
board-click = Klicken: { $choice }
board-zoom-in = Vergrößern
board-zoom-out = Verkleinern
board-fit = Einpassen
    .tooltip = Den ganzen Spielplan zeigen
board-price-discounted = { $price } ({ $discounted } mit Rabatt)
