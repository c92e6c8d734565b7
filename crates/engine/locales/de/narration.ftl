# engine: narration words (de). Ids are kebab-case, prefixed by their area.
# Players, lines, stations and stops come in as names; money as written text (¥1,200); counts as numbers.

## Players and phases

player-name = Spieler { $number }
phase-turn-order = Spielerreihenfolge-Phase
phase-movement = Bewegungsphase
phase-actions = Aktionsphase
phase-trains = Zugphase
phase-ended = Das Spiel ist vorbei

## Events

log-round-begins = Runde { $round } beginnt.
log-refreshed-discarded = Spalte { $column }: { $old } kommt auf den Ablagestapel; { $new } wird ausgeteilt.
log-refreshed = Spalte { $column }: { $new } wird ausgeteilt.
log-bid-made = { $player } gibt ein geheimes Gebot ab.
log-bids-revealed = Gebote aufgedeckt: { $bids }.
log-bid-with-bonus = { $player } { $bid } + { $bonus } Bonus-Yen
log-turn-order = Spielerreihenfolge: { $players }.
log-cash-pays = { $reason ->
    [bid] { $player } zahlt { $amount } für das Gebot um die Spielerreihenfolge.
    [pass-bonus] { $player } zahlt { $amount } fürs Passen mit übrigen Aktionsscheiben.
    [action-cost] { $player } zahlt { $amount } für die Aktion.
    [share-extra] { $player } zahlt { $amount } als Zusatzbetrag der Aktie.
    [loan] { $player } zahlt { $amount } für den Kredit.
    [stake] { $player } zahlt { $amount } als Einsatz der Spekulation.
    [station-payout] { $player } zahlt { $amount } aus der Stationsauszahlung.
    [fare] { $player } zahlt { $amount } als Fahrpreis.
    [sell] { $player } zahlt { $amount }, beim Verkauf beiseitegelegt.
   *[module] { $player } zahlt { $amount } { $why }.
}
log-cash-receives = { $reason ->
    [bid] { $player } erhält { $amount } für das Gebot um die Spielerreihenfolge.
    [pass-bonus] { $player } erhält { $amount } fürs Passen mit übrigen Aktionsscheiben.
    [action-cost] { $player } erhält { $amount } für die Aktion.
    [share-extra] { $player } erhält { $amount } als Zusatzbetrag der Aktie.
    [loan] { $player } erhält { $amount } für den Kredit.
    [stake] { $player } erhält { $amount } als Einsatz der Spekulation.
    [station-payout] { $player } erhält { $amount } aus der Stationsauszahlung.
    [fare] { $player } erhält { $amount } als Fahrpreis.
    [sell] { $player } erhält { $amount }, beim Verkauf beiseitegelegt.
   *[module] { $player } erhält { $amount } { $why }.
}
log-reason-house-rule = durch eine Hausregel
log-value-falls = { $line } fällt um { $delta } auf { $value }.
log-value-rises = { $line } steigt um { $delta } auf { $value }.
log-meeple-moved = Der Meeple von { $player } zieht { $space }.
log-action-taken = { $player } wählt die Aktion { $action }.
log-passed = { $player } passt.
log-station-built = { $player } baut eine Station in { $station }.
log-share-taken = { $player } nimmt Aktie Nr. { $number } von { $line }.
log-share-sold = { $player } verkauft die eigene Aktie von { $line } und legt { $amount } beiseite.
log-speculated = { $player } spekuliert auf { $line } mit einem Einsatz von { $stake }.
log-speed-taken = { $count ->
    [one] { $player } nimmt 1 Tempo-Plättchen: es kommt bei einer späteren Aktion auf eine Linie, sobald diese Aktion gewählt ist (TM-7.11).
   *[other] { $player } nimmt { $count } Tempo-Plättchen: sie kommen bei einer späteren Aktion auf Linien, sobald diese Aktion gewählt ist (TM-7.11).
}
log-speed-assigned = { $player } ordnet { $line } ein Tempo-Plättchen zu.
log-token-returned = { $player } legt ein Tempo-Plättchen in den allgemeinen Vorrat zurück.
log-bike-taken = { $player } nimmt ein Fahrrad-Plättchen.
log-bike-returned = { $player } legt das eigene Fahrrad-Plättchen in den allgemeinen Vorrat zurück.
log-loan-taken = { $player } nimmt einen Kredit auf.
log-loan-repaid = { $player } zahlt einen Kredit zurück.
log-disc-gained = { $player } erhält eine Aktionsscheibe.
log-disc-given-up = { $player } gibt eine Aktionsscheibe endgültig ab.
log-bid-bonus = { $player } legt { $amount } für das nächste Gebot neben die eigene Spielerreihenfolge-Scheibe.
log-discount-lifted = { $player } nimmt die eigenen Scheiben von { $action } und erhält { $amount } Rabatt.
log-card-taken = { $player } nimmt { $card } vom Ablagestapel der Spalte { $column }.
log-card-taken-unknown-column = { $player } nimmt { $card } von einem Ablagestapel.
log-vehicle-placed = { $vehicle } wird auf { $stop } gesetzt.
log-vehicle-moved = { $vehicle } fährt nach { $stop }.
log-vehicle-removed = { $vehicle } verlässt den Spielplan.
log-station-payout = Stationsauszahlung von { $station } an den Besitzer { $owner }: { $line } steigt um { $rise }.
log-station-payout-cash = Stationsauszahlung von { $station } an den Besitzer { $owner }: { $line } steigt um { $rise } und { $owner } erhält { $cash }.
log-boarded = { $player } steigt in { $vehicle } ein.
log-alighted = { $player } steigt { $space } aus.
log-discs-returned = Alle Aktionsscheiben kehren zu ihren Besitzern zurück.
log-module-event = Modul #{ $module }, Ereignis { $kind }.
log-payout-speculation = { $player } erhält { $amount } für eine Spekulation auf { $line }.
log-payout-stake-return = { $player } erhält den Einsatz von { $amount } auf { $line } zurück.
log-payout-share = { $player } erhält { $amount } für eine Aktie von { $line }.
log-payout-set-aside = { $player } addiert die beim Verkauf beiseitegelegten { $amount }.
log-payout-loan = { $player } zahlt { $amount } für noch nicht zurückgezahlte Kredite.
log-payout-any-line = eine Linie
log-game-over = Endstand: { $totals }. { $winner } gewinnt.

## Choices: what the player to move does, without the subject ("bietet ¥300")

choice-bid = bietet { $amount }
choice-place = setzt den eigenen Meeple { $space }
choice-move = zieht { $space }
choice-stay = bleibt stehen
choice-take = wählt die Aktion { $action }
choice-copy = kopiert die Aktion { $action }
choice-pass-with-discs = { $count ->
    [one] passt mit 1 übrigen Aktionsscheibe
   *[other] passt mit { $count } übrigen Aktionsscheiben
}
choice-pass = passt
choice-alight = steigt { $space } aus
choice-board = steigt in { $vehicle } ein
choice-board-unknown = steigt in Fahrzeug { $vehicle } ein
choice-stay-aboard = bleibt an Bord
choice-do-not-board = steigt nicht ein
choice-build = baut in { $station }
choice-invest = investiert in { $line }
choice-start = startet { $vehicle }
choice-speculate = spekuliert auf { $line }
choice-sell = verkauft die eigene Aktie von { $line }
choice-line = wählt { $line }
choice-column = nimmt die oberste Karte vom Ablagestapel der Spalte { $column }
choice-stake = setzt { $amount } ein
choice-pay-with-speed-token = zahlt mit einem Tempo-Plättchen
choice-pay-with-bike = zahlt mit dem Fahrrad-Plättchen
choice-lift = nimmt die eigenen Scheiben von { $action }
choice-assign = ordnet { $line } ein Tempo-Plättchen zu
choice-module = wählt die Modulaktion { $verb }
choice-done = ist fertig
choice-no-more-discounts = nimmt keine weiteren Rabatte
choice-no-more-speed = ordnet keine weiteren Tempo-Plättchen zu

## Angebote: dieselben Entscheidungen auf den Schaltflächen des Spielers am Zug ("Passen")

offer-bid = { $amount } bieten
offer-place = Meeple { $space } setzen
offer-move = { $space } ziehen
offer-stay = Stehen bleiben
offer-take = Aktion { $action } wählen
offer-copy = Aktion { $action } kopieren
offer-pass-with-discs = { $count ->
    [one] Mit 1 übrigen Aktionsscheibe passen
   *[other] Mit { $count } übrigen Aktionsscheiben passen
}
offer-pass = Passen
offer-alight = { $space } aussteigen
offer-board = In { $vehicle } einsteigen
offer-board-unknown = In Fahrzeug { $vehicle } einsteigen
offer-stay-aboard = An Bord bleiben
offer-do-not-board = Nicht einsteigen
offer-build = In { $station } bauen
offer-invest = In { $line } investieren
offer-start = { $vehicle } starten
offer-speculate = Auf { $line } spekulieren
offer-sell = Eigene Aktie von { $line } verkaufen
offer-line = { $line } wählen
offer-column = Oberste Karte vom Ablagestapel der Spalte { $column } nehmen
offer-stake = { $amount } einsetzen
offer-pay-with-speed-token = Mit einem Tempo-Plättchen zahlen
offer-pay-with-bike = Mit dem Fahrrad-Plättchen zahlen
offer-lift = Eigene Scheiben von { $action } nehmen
offer-assign = { $line } ein Tempo-Plättchen zuordnen
offer-module = Modulaktion { $verb } wählen
offer-done = Fertig
offer-no-more-discounts = Keine weiteren Rabatte nehmen
offer-no-more-speed = Keine weiteren Tempo-Plättchen zuordnen

## Names of things

name-line-unknown = Linie #{ $line }
name-vehicle = { $kind ->
    [train] der Zug { $letter }
    [tram] die Straßenbahn { $letter } { $number }
   *[bus] der Bus { $letter } { $number }
}
    .object = { $kind ->
        [train] den Zug { $letter }
        [tram] die Straßenbahn { $letter } { $number }
       *[bus] den Bus { $letter } { $number }
    }
name-vehicle-unknown = das Fahrzeug der Linie #{ $line }
    .object = das Fahrzeug der Linie #{ $line }
name-station-unknown = Station #{ $station }
name-stop-unknown = Haltepunkt #{ $stop }
name-space-unknown = Feld #{ $space }
name-column-unknown = Spalte #{ $column }
name-card-unknown = Karte #{ $card }
name-card = die Karte { $actions }
name-action-in-column = { $kind } (Spalte { $column })
name-action-own-card = { $kind } (eigene Karte)
name-action-no-column = { $kind } (keine Spalte)
name-action-unknown = Aktion { $card }.{ $action }

## Spaces, named by the stations they touch

space-next-to = neben { $place }
space-between = zwischen { $first } und { $second }
space-next-to-many = neben { $places } und { $last }
space-near = { $steps ->
    [one] nahe { $station }, 1 Feld { $direction }
   *[other] nahe { $station }, { $steps } Felder { $direction }
}
space-near-two = { $steps ->
    [one] nahe { $station }, 1 Feld { $direction } und { $other } { $second }
   *[other] nahe { $station }, { $steps } Felder { $direction } und { $other } { $second }
}
space-on-side = { $place }, { $side } davon
space-near-at = { $place } (Spalte { $column }, Reihe { $row })
space-at = auf das Feld in Spalte { $column }, Reihe { $row }
direction-east = östlich
direction-north-east = nordöstlich
direction-north = nördlich
direction-north-west = nordwestlich
direction-west = westlich
direction-south-west = südwestlich
direction-south = südlich
direction-south-east = südöstlich

## Action kinds, as the cards show them

kind-move = Bewegen { $distance }
kind-station = Station ¥{ $cost }/Halt
kind-station-swap = Stationstausch
kind-invest = Investieren ¥{ $cost }
kind-invest-by-disc = Investieren per Scheibe
kind-start = Starten +¥{ $value }
kind-discount = Rabatt ¥{ $amount }
kind-bid = Bieten +¥{ $bonus }
kind-loan = Kredit
kind-repay = Zurückzahlen
kind-speculate = Spekulieren
kind-speed = Tempo { $tokens }
kind-action = Aktion ¥{ $cost }
kind-bike = Fahrrad
kind-card = Karte ¥{ $cost }
kind-sell = Verkaufen
kind-copy = Kopieren ¥{ $cost }
kind-module = Modul #{ $module }, Art { $kind } ({ $param })
kind-extension-with = Erweiterung #{ $kind } ({ $param })
kind-extension = Erweiterung #{ $kind }
log-module-event-default = Modulereignis { $kind }.

## A decision in the log
# a decision: the player, then what they do as the game words it ("takes Move 3")
# same in every language
log-decision = { $player } { $action }.
