# chicago: warum eine Aktion abgelehnt wird (de).

refusal-game-over = Das Spiel ist vorbei.
refusal-players = Chicago Express ist für 2 bis 6 Spieler.
refusal-banker-seat = Der Bankhalter muss einer der Spieler sein.
refusal-not-asked = Das ist jetzt nicht gefragt.
refusal-dial-on-red = Der Zeiger dieser Aktion steht auf dem roten Feld.
refusal-no-such-company = Diese Gesellschaft gibt es nicht.
refusal-no-such-hex = Dieses Feld gibt es nicht.
refusal-closed = Diese Gesellschaft ist noch nicht eröffnet.
refusal-no-share-left = Diese Gesellschaft hat keine Aktie mehr auf ihrem Tableau.
refusal-below-minimum = Das Gebot liegt unter dem Mindestgebot.
refusal-not-higher = Das Gebot muss höher sein als das Höchstgebot.
refusal-over-cash = Das Gebot ist höher als das Bargeld des Bieters.
refusal-no-share-held = Nur wer eine Aktie dieser Gesellschaft besitzt, darf für sie bauen.
refusal-no-locomotive-left = Diese Gesellschaft hat keine Lok mehr auf ihrem Tableau.
refusal-nowhere-to-build = Kein Feld neben dem Streckennetz dieser Gesellschaft kann eine Lok aufnehmen.
refusal-not-adjacent = Das Feld liegt nicht neben dem Streckennetz dieser Gesellschaft.
refusal-already-there = Diese Gesellschaft hat schon eine Lok auf dem Feld.
refusal-one-locomotive-only = Ein Wald oder Berg nimmt nur eine Lok auf.
refusal-start-hex = Das Startfeld einer anderen Gesellschaft nimmt keine weitere Lok auf.
refusal-treasury-short = Die Kasse der Gesellschaft kann diesen Bau nicht bezahlen.
refusal-no-locomotive-on-hex = Nur ein Feld mit einer Lok darauf kann entwickelt werden.
refusal-already-developed = Dieses Feld ist schon entwickelt.
refusal-not-developable = Ebenen, Startfelder und Chicago können nicht entwickelt werden.
refusal-no-house-left = Im allgemeinen Vorrat ist kein Häuschen mehr.
refusal-industry-at-max = Diese Industriestadt hat ihren höchsten Wert erreicht.
refusal-grows-by-itself = Detroit wächst von selbst; die Spieler können es nicht entwickeln.
