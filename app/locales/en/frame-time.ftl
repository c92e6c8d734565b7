# app: the report of `metro-app --frame-time` (en). Times are milliseconds written with two decimals.

# $width, $height: the window's size; $decisions: decisions played before measuring; $frames: frames measured.
frame-time-report = Tokyo map, Osaka cards, Metro Drinks, mid-game ({ $decisions } decisions), { $width }x{ $height }, { $frames } frames: full frame mean { $mean } ms (egui pass { $layout } ms, tessellation { $tessellation } ms), median { $median } ms, p95 { $p95 } ms, max { $max } ms
# With METRO_FRAME_DETAIL set, after the last frame. $screen and $over are the program's own names (Game, Some(false)).
frame-time-detail = { $primitives } primitives, { $vertices } vertices; screen { $screen }, game over { $over }, board layers built { $builds } times
