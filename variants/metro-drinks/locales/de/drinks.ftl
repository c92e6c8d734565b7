# metro-drinks: drinks words (de). Ids are kebab-case, prefixed by their area.
# Colours as nouns ("ein Getränk in Schwarz"), so that they need no endings.

drinks-colour-black = Schwarz
drinks-colour-white = Weiß
drinks-colour-mint = Mint
drinks-colour-blue = Blau
drinks-colour-red = Rot
drinks-colour-purple = Lila
drinks-colour-unknown = Farbe #{ $colour }
drinks-shape-stubby-can = gedrungene Dose
drinks-shape-short-can = kurze Dose
drinks-shape-tall-can = hohe Dose
drinks-shape-square-bottle = eckige Flasche
drinks-shape-medium-bottle = mittlere Flasche
drinks-shape-tall-bottle = hohe Flasche
drinks-shape-unknown = unbekannt

## Pieces, cards and action kinds

drinks-marker = ein Getränk in { $colour }
drinks-owned = { $colour } (noch { $left })
drinks-counter = Getränke: { $drinks }
drinks-counter-free = Baut in dieser Phase Verkaufsautomaten kostenlos
drinks-face-colour = Farbkarte { $colour }
drinks-face-shape-label = Form: { $shape }
drinks-face-shape = Formkarte { $shape }
drinks-card-colour = die Farbkarte { $colour }
drinks-card-shape = die Formkarte { $shape }
drinks-card-unknown = Karte #{ $card }
drinks-kind-colour = Farbkarte { $colour }
drinks-kind-colour-title = Farbkarte
drinks-kind-shape = Formkarte

## Narration

log-drinks-colour-card-taken = { $player } gibt eine Aktionsscheibe ab und nimmt die Farbkarte { $colour } mit ihrer Getränkekiste.
log-drinks-free-builds = { $player } spielt { $card } aus: kostenlose Verkaufsautomaten für den Rest dieser Aktionsphase.
log-drinks-built = { $player } baut einen Verkaufsautomaten mit einem Getränk in { $colour } in { $station }.
log-drinks-built-free = { $player } baut kostenlos einen Verkaufsautomaten mit einem Getränk in { $colour } in { $station }.
log-drinks-fee = { $player } zahlt { $owner } { $amount } für den Bau an dessen Station.
log-drinks-payout = Das Getränk in { $colour } in { $station } zahlt { $player } { $amount }.
log-drinks-event = Metro-Drinks-Ereignis { $kind }.
choice-drinks-build = baut einen Verkaufsautomaten mit einem Getränk in { $colour } in { $station }
choice-drinks-build-free = baut kostenlos einen Verkaufsautomaten mit einem Getränk in { $colour } in { $station }
choice-drinks-build-free-fee = baut kostenlos einen Verkaufsautomaten mit einem Getränk in { $colour } in { $station }, zahlt aber { $fee } an den Besitzer
choice-drinks-build-fee = baut einen Verkaufsautomaten mit einem Getränk in { $colour } in { $station } und zahlt { $fee } an den Besitzer
choice-drinks-stop = bleibt stehen
choice-drinks-no-more-builds = baut keine weiteren Verkaufsautomaten
offer-drinks-build = Verkaufsautomaten mit einem Getränk in { $colour } in { $station } bauen
offer-drinks-build-free = Kostenlos einen Verkaufsautomaten mit einem Getränk in { $colour } in { $station } bauen
offer-drinks-build-free-fee = Kostenlos einen Verkaufsautomaten mit einem Getränk in { $colour } in { $station } bauen, aber { $fee } an den Besitzer zahlen
offer-drinks-build-fee = Verkaufsautomaten mit einem Getränk in { $colour } in { $station } bauen und { $fee } an den Besitzer zahlen
offer-drinks-stop = Stehen bleiben
offer-drinks-no-more-builds = Keine weiteren Verkaufsautomaten bauen
reason-drinks-fee = als Zahlung für einen Verkaufsautomaten
reason-drinks-payout = aus einer Getränkeauszahlung

## Refusals and what the game waits for

refusal-drinks-build = baue einen Verkaufsautomaten nur in deinem Aktionszug, mit einem Getränk einer Farbe, die dir gehört, an einer Station mit Pyramide und ohne Getränk, die dein Meeple berührt; zahle dabei an den Besitzer (MD-4.3) und eine Aktionsscheibe, außer deine Formkarte ist aktiv (MD-4.4)
refusal-drinks-colour-owned = sie hätte keine Wirkung: diese Farbe gehört schon jemandem (D-18)
refusal-drinks-free-builds-active = sie hätte keine Wirkung: du baust in dieser Phase schon kostenlos (D-18)
refusal-drinks-no-drink = sie hätte keine Wirkung: du hast kein Getränk im Vorrat, um zu bauen (D-18)
refusal-drinks-not-an-action = keine Aktion von Metro Drinks
refusal-drinks-move-one-space = Bewegen geht mindestens ein Feld weit
pending-drinks-walk = ziehe Feld für Feld und baue unterwegs Verkaufsautomaten, oder bleib stehen
pending-drinks-free-builds = baue kostenlos Verkaufsautomaten, oder beende deinen Spielzug

## Options and setup

drinks-option = Getränkefarbe zahlt aus
    .off = Getränkeauszahlungen gehen an den Besitzer der Station (MD-5.1, Regelheft)
    .on = Getränkeauszahlungen gehen an den Besitzer der Getränkefarbe (MD-5.2)
drinks-data-summary = { $file }: { $name } — { $colours } Farbkarten mit { $drinks } Getränken, { $shapes } Formkarten
error-drinks-column = die Jidohanbaiki-Spalte muss so viele Karten haben wie die Spalten des Aktionskarten-Satzes ({ $per_column }): alle { $colours } Farbkarten und bis zu { $shapes } Formkarten (MD-2.1)

## Problems of a Jidohanbaiki file

problem-drinks-colour-cards = 1–{ $max } Farbkarten, nicht { $count }
problem-drinks-shape-cards = 1–{ $max } Formkarten, nicht { $count }
problem-drinks-colour-name = Farbnamen sind eindeutig und nicht leer: "{ $name }"
problem-drinks-crate = eine Kiste enthält 1–12 Getränke, nicht { $drinks }
problem-drinks-card-name = Kartennamen sind eindeutig und nicht leer: "{ $name }"
