# chicago: Wörter der Erzählung (de). Begriffe nach den Rezensionen der deutschen Ausgabe (Queen Games 2008):
# Aktie, Gesellschaft, Lok, Versteigerung, Gebot, Mindestgebot, Dividende, Einkommen, Häuschen, Industriestadt,
# Startfeld, Wald, Berg, Ebene (siehe GLOSSARY.md des Crates).

## Namen

player-name = Spieler { $number }
# same in every language
money = ${ $amount }
dial-auction = Versteigerung
dial-develop = Entwicklung
dial-build = Streckenbau
hex-plains = Ebene { $hex }
hex-forest = Wald { $hex }
hex-mountain = Berg { $hex }
hex-city = Stadt { $hex }
hex-industrial = Industriestadt { $hex }
hex-start = Startfeld { $hex }
# same in every language
hex-named = { $name } ({ $hex })

## Ereignisse

event-starting-money = { $player } erhält { $amount } Startgeld.
event-banker = { $player } ist der Bankhalter.
event-auction-opened = { $kind ->
    [initial] Erste Versteigerung einer { $company }-Aktie, Mindestgebot { $minimum }: { $player } bietet zuerst.
    [opening] Die erste { $company }-Aktie wird versteigert, Mindestgebot { $minimum }: { $player } bietet zuerst.
   *[share] Eine { $company }-Aktie wird versteigert, Mindestgebot { $minimum }: { $player } bietet zuerst.
}
event-bid = { $player } bietet { $amount }.
event-passed = { $player } passt.
event-share-bought = { $player } kauft die { $company }-Aktie für { $price }; das Geld geht in die Kasse von { $company }.
event-share-free = Niemand hat geboten: { $player } erhält die { $company }-Aktie umsonst.
event-share-unsold = Niemand hat geboten: die { $company }-Aktie bleibt auf dem Tableau.
event-first-turn = { $player } besitzt die Aktie der ersten Versteigerung und beginnt das Spiel.
event-needle = { $red ->
    [yes] { $player } wählt { $dial }; der Zeiger erreicht das rote Feld.
   *[no] { $player } wählt { $dial }; der Zeiger rückt auf Feld { $step } von { $steps }.
}
event-declined = { $player } lässt die Aktion verfallen.
event-build-begins = { $player } baut die Strecke von { $company } aus.
event-placed = { $company } setzt eine Lok auf { $hex } und zahlt { $cost }.
event-income = Das Einkommen von { $company } steigt um { $by } auf { $to }.
event-build-ends = { $count ->
    [0] { $company } setzt keine Lok.
    [one] { $company } hat 1 Lok gesetzt.
   *[other] { $company } hat { $count } Loks gesetzt.
}
event-chicago = { $company } erreicht Chicago: Chicago-Phase.
event-dividend = { $kind ->
    [chicago] Chicago-Dividende von { $company }: Einkommen { $income } auf { $shares } Aktien, { $per } je Aktie.
   *[general] Dividende von { $company }: Einkommen { $income } auf { $shares } Aktien, { $per } je Aktie.
}
event-dividend-paid = { $shares ->
    [one] { $player } erhält { $amount } für 1 { $company }-Aktie.
   *[other] { $player } erhält { $amount } für { $shares } { $company }-Aktien.
}
event-company-opened = { $company } wird eröffnet: die erste Lok steht auf { $hex }, das Einkommen beträgt { $income }.
event-house = { $player } entwickelt { $hex }: ein Häuschen kommt darauf (noch { $left } im Vorrat).
event-forest-money = { $company } erhält { $amount } von der Bank für den entwickelten { $hex }.
event-industry = { $hex } wächst von { $from } auf { $to }.
event-dividend-phase = Dividendenphase { $number }.
event-needles-reset = Die Zeiger gehen zurück auf START.
event-game-ends = Das Spiel endet: { $reasons }.
end-locomotives = Gesellschaften ohne Loks auf ihrem Tableau
end-shares = Gesellschaften ohne Aktien auf ihrem Tableau
end-houses = nur noch wenige Häuschen im Vorrat
end-industry = Detroit auf seinem höchsten Wert
# same in every language
end-separator = ,{ " " }

## Entscheidungen

told-bid = { $player } bietet { $amount }.
told-pass = { $player } passt.
told-offer = { $player } versteigert eine { $company }-Aktie.
told-develop = { $player } entwickelt { $hex }.
told-build-for = { $player } baut die Strecke von { $company } aus.
told-decline = { $player } wählt { $dial } und lässt die Aktion verfallen.
told-place = { $player } setzt eine Lok von { $company } auf { $hex }.
told-stop = { $player } beendet den Streckenbau.

## Ergebnis

# same in every language
result-line = { $rank }. { $player }: { $cash }
result-winner = { $count ->
    [one] { $player } gewinnt.
   *[other] { $player } teilen sich den Sieg.
}
