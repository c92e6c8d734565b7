# app: the report of `metro-app --frame-time` (de).

frame-time-report = Spielplan Tokyo, Aktionskarten Osaka, Metro Drinks, Spielmitte ({ $decisions } Entscheidungen), { $width }x{ $height }, { $frames } Bilder: ganzes Bild im Mittel { $mean } ms (egui-Durchlauf { $layout } ms, Tessellierung { $tessellation } ms), Median { $median } ms, p95 { $p95 } ms, Maximum { $max } ms
frame-time-detail = { $primitives } Primitive, { $vertices } Eckpunkte; Bildschirm { $screen }, Spiel vorbei { $over }, Ebenen des Spielplans { $builds }-mal aufgebaut
