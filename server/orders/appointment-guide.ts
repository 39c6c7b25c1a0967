// The preparation guide as a PDF (SPEC §4 Timeline, issue 17): made on the server for one order, with the address,
// the appointment time in the order's own zone, the photographer, what was ordered and the room-by-room checklist
// of server/domain/preparation-checklist.ts. pdfkit draws it with its built-in Helvetica, so no font file ships.
import PDFDocument from 'pdfkit'
import type { ChecklistSection } from '../domain/preparation-checklist'

export interface GuideFacts {
  readonly brandName: string
  readonly orderCode: string
  readonly address: string
  /** Null when the order has no appointment (then the guide says the time is still to be set). */
  readonly appointmentStart: Date | null
  readonly timeZone: string
  readonly photographerName: string | null
  readonly productNames: ReadonlyArray<string>
  readonly checklist: ReadonlyArray<ChecklistSection>
}

const INK = '#1d232b'
const MUTED = '#5b6573'
const ACCENT = '#1f6f5c'

/** e.g. "Tuesday, December 1, 2026 at 10:30 AM CST", in the zone of the home, not the server's. */
export function guideAppointmentTime(start: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  })
    .format(start)
    .concat(` ${zoneAbbreviation(start, timeZone)}`)
}

const zoneAbbreviation = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone

export function renderGuidePdf(facts: GuideFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: `Preparing for your shoot: ${facts.address}`, Author: facts.brandName },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(11).text(facts.brandName.toUpperCase(), { characterSpacing: 1 })
  doc.moveDown(0.4)
  doc.fillColor(INK).fontSize(22).text('Preparing for your shoot')
  doc.moveDown(0.2)
  doc.font('Helvetica').fontSize(13).fillColor(MUTED).text(facts.address)
  doc.moveDown(1)

  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label.toUpperCase(), { characterSpacing: 0.5 })
    doc.font('Helvetica').fontSize(12).fillColor(INK).text(value)
    doc.moveDown(0.5)
  }
  row(
    'Appointment',
    facts.appointmentStart
      ? guideAppointmentTime(facts.appointmentStart, facts.timeZone)
      : 'Not scheduled yet: we will e-mail you the time.',
  )
  row('Photographer', facts.photographerName ?? 'To be assigned')
  row('Ordered', facts.productNames.length > 0 ? facts.productNames.join(', ') : 'Nothing yet')
  row('Order', facts.orderCode)
  doc.moveDown(0.5)

  doc.font('Helvetica-Bold').fontSize(15).fillColor(INK).text('Room by room')
  doc.moveDown(0.3)
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(MUTED)
    .text('A ready home makes the shoot quicker and the results brighter. Tick each box as you go.')
  doc.moveDown(0.6)
  for (const section of facts.checklist) {
    // Keep a room's heading with at least its first item.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage()
    doc.font('Helvetica-Bold').fontSize(12.5).fillColor(ACCENT).text(section.room)
    doc.moveDown(0.2)
    for (const item of section.items) {
      const top = doc.y
      doc
        .lineWidth(0.8)
        .strokeColor(MUTED)
        .rect(doc.page.margins.left, top + 1.5, 9, 9)
        .stroke()
      doc
        .font('Helvetica')
        .fontSize(11)
        .fillColor(INK)
        .text(item, doc.page.margins.left + 18, top, {
          width: doc.page.width - doc.page.margins.left - doc.page.margins.right - 18,
        })
      doc.x = doc.page.margins.left
      doc.moveDown(0.25)
    }
    doc.moveDown(0.5)
  }
  doc.end()
  return done
}
