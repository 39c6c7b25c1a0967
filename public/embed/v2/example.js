// The example host page's script (example.html): plain JavaScript, as another site would write it.
;(() => {
  const $ = (id) => document.getElementById(id)
  const frame = $('tour')
  const tourName = new URLSearchParams(location.search).get('tour')
  if (!tourName) {
    $('status').textContent = 'Add ?tour=<tour name> to the address to load a tour.'
    return
  }
  // a1 allows the guided tour, which the start and pause buttons drive.
  frame.src = `/${encodeURIComponent(tourName)}/tour?enablejsapi=1&o=a1`
  const tour = ShowhomeTour.connect(frame, { origin: location.origin })

  const log = (text) => {
    const item = document.createElement('li')
    item.textContent = text
    $('log').prepend(item)
    while ($('log').children.length > 50) $('log').lastElementChild.remove()
  }
  const option = (value, label) => {
    const element = document.createElement('option')
    element.value = value
    element.textContent = label
    return element
  }

  tour.ready.then((info) => {
    $('status').textContent =
      `Protocol version ${info.version}; ${info.scenes.length} scenes on ${info.floors.length || 1} floor(s).`
    $('scene').replaceChildren(...info.scenes.map((s) => option(s.code, `${s.group || s.code} (${s.code})`)))
    $('scene').value = info.sceneCode
    $('floor').replaceChildren(...info.floors.map((f) => option(f.id, f.name || f.id)))
    $('floor').value = info.floor
    $('steer').disabled = false
    log(`ready: scene ${info.sceneCode}, section ${info.section}, guided tour ${info.autoplay}`)
  })
  tour.on('move', (e) => {
    $('scene').value = e.sceneCode
    log(`move: ${e.sceneCode}`)
  })
  tour.on('floor', (e) => {
    $('floor').value = e.floor
    log(`floor: ${e.floor}`)
  })
  tour.on('section', (e) => log(`section: ${e.section}`))
  tour.on('autoplay', (e) => log(`guided tour: ${e.state}`))
  tour.on('error', (e) => log(`error: ${e.code}${e.command ? ` (${e.command})` : ''}: ${e.message}`))
  let lastTurn = 0
  tour.on('rotate', (e) => {
    // The tour tells every frame of a turn; a log line a second is enough to read.
    if (Date.now() - lastTurn < 1000) return
    lastTurn = Date.now()
    log(`rotate: pan ${e.pan.toFixed(0)}°, tilt ${e.tilt.toFixed(0)}°`)
  })

  $('move').addEventListener('click', () => tour.move($('scene').value))
  $('jump').addEventListener('click', () => tour.jump($('scene').value))
  $('floor').addEventListener('change', () => tour.setFloor($('floor').value))
  $('look-north').addEventListener('click', () => tour.rotate(0, 0))
  $('look-down').addEventListener('click', () => tour.rotate(0, -60))
  $('autoplay-start').addEventListener('click', () => tour.startAutoplay())
  $('autoplay-stop').addEventListener('click', () => tour.stopAutoplay())
  $('state').addEventListener('click', () =>
    tour.getState().then(
      (s) => log(`state: scene ${s.sceneCode}, floor ${s.floor}, section ${s.section}, guided tour ${s.autoplay}`),
      (error) => log(`state refused: ${error.message}`),
    ),
  )
})()
