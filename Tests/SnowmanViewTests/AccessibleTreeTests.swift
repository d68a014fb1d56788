import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanController
@testable import SnowmanView

/// The tree a screen reader reads holds every laid-out control once, inside the container that groups it, named
/// and with its states, in every state a screen can be in.
final class AccessibleTreeTests: XCTestCase {
  func test_everyControlIsInTheTreeOnce_named_underItsContainer() {
    for (name, state) in ControlListTests.states() {
      let layout = Layout(width: 480, height: 2000, state: state)
      let tree = AccessibleTree(layout: layout, state: state)
      XCTAssertEqual(tree.nodes[0].role, .application, name)
      XCTAssertEqual(tree.nodes[1].role, .frame, name)
      XCTAssertEqual(Set(tree.nodes.map(\.path)).count, tree.nodes.count, "\(name): paths are unique")
      for (index, node) in tree.nodes.enumerated() {
        XCTAssertFalse(node.name.isEmpty, "\(name): \(node.path) has a name")
        XCTAssertTrue(
          node.path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") },
          "\(name): \(node.path) is an object path's element")
        if let parent = node.parent { XCTAssertLessThan(parent, index, "\(name): \(node.path)'s parent comes first") }
      }
      for control in layout.controls {
        let found = tree.nodes.filter { $0.control == control.id }
        XCTAssertEqual(found.count, 1, "\(name): \(control.id.key) once in the tree")
        guard let node = found.first, let parent = node.parent else { continue }
        XCTAssertEqual(node.rect, control.rect, "\(name): \(control.id.key) where it is drawn")
        XCTAssertEqual(node.states.contains(.enabled), control.enabled, "\(name): \(control.id.key) enabled")
        XCTAssertEqual(node.states.contains(.focused), control.id == state.focus.id, "\(name): \(control.id.key)")
        let container = tree.nodes[parent]
        switch control.id {
        case .tab: XCTAssertEqual(container.role, .pageTabList, name)
        case .feature(.library(.row)): XCTAssertEqual(container.control, .feature(.library(.picker)), name)
        case .feature(.curves(.easing)), .feature(.library(.menu)), .feature(.curves(.copyAs)):
          XCTAssertEqual(container.role, .menu, name)
        case .feature(.wardrobe(.costume)): XCTAssertEqual(container.control, .feature(.wardrobe(.ring)), name)
        case .feature(.export), .feature(.intro), .feature(.draft(.promptField)), .feature(.draft(.promptConfirm)),
          .feature(.draft(.promptCancel)):
          XCTAssertEqual(container.role, .dialog, name)
        case .feature(.draft(.increment(let key))), .feature(.draft(.decrement(let key))):
          XCTAssertEqual(container.control, .feature(.draft(.row(key))), "\(name): a half inside its spin button")
        case .feature(.tracks(.lane)):
          XCTAssertEqual(container.control, .feature(.tracks(.sheet)), "\(name): a lane is a row of the sheet")
          XCTAssertEqual(container.role, .treeTable, name)
        case .feature(.tracks(.key(let track, _))):
          XCTAssertEqual(
            container.control, .feature(.tracks(.lane(track))), "\(name): a keyframe is a cell of its lane")
        case .feature(.tracks(.sheet)):
          XCTAssertEqual(container.role, .frame, "\(name): the sheet spans the sections, on the window")
        case .feature(.layers(.layer)):
          XCTAssertEqual(container.control, .feature(.layers(.list)), "\(name): a layer is an item of the list")
        case _ where layout.settings.isInTable(control.id) && state.tab == .settings:
          XCTAssertEqual(container.role, .panel, "\(name): \(control.id.key) in its section")
        default: XCTAssertEqual(container.role, .frame, "\(name): \(control.id.key) sits on the window")
        }
        if container.control == nil, parent > 1 {
          XCTAssertTrue(container.rect.contains(control.rect.midX, control.rect.midY), "\(name): the box holds it")
        }
      }
    }
  }

  func test_theChosenTabRowAndFormatAreSaidToBeChosen() {
    var state = ViewTestSupport.state(tab: .animation)
    state.exportSheet = ExportSheet()
    let tree = AccessibleTree(layout: Layout(width: 480, height: 2000, state: state), state: state)
    let chosen = tree.nodes.filter { $0.states.contains(.chosen) }.compactMap { $0.control?.key }
    XCTAssertEqual(Set(chosen), ["export.format.gif", "export.size.480", "export.fps.30"])
    state.exportSheet = nil
    let screen = AccessibleTree(layout: Layout(width: 480, height: 2000, state: state), state: state)
    XCTAssertEqual(
      Set(screen.nodes.filter { $0.states.contains(.chosen) }.compactMap { $0.control?.key }),
      ["tab.animation", "picker.row.\(state.library.selectedIndex)"])
  }

  func test_aFieldIsNamedByWhatItAsksFor_andEditable() {
    let state = ViewTestSupport.state(tab: .settings, prompt: true)
    let tree = AccessibleTree(layout: Layout(width: 480, height: 2000, state: state), state: state)
    let field = tree.nodes.first { $0.control == .feature(.draft(.promptField)) }
    XCTAssertEqual(field?.name, "Preset name")
    XCTAssertEqual(field?.role, .text)
    XCTAssertTrue(field?.states.contains(.editable) ?? false)
  }

  /// As GTK names a spin button: by its label, the value apart (its Value), so a step changes no name.
  func test_aSpinButton_isNamedByItsLabel_withoutItsValue() {
    var state = ViewTestSupport.state(tab: .settings)
    let width = { (state: AppState) in
      AccessibleTree(layout: Layout(width: 480, height: 2400, state: state), state: state).nodes.first {
        $0.control == .feature(.draft(.row(.widthMultiplier)))
      }
    }
    XCTAssertEqual(width(state)?.name, "Width")
    XCTAssertEqual(width(state)?.role, .spinButton)
    state.draft.setting.setKey(.widthMultiplier, 2, at: state.playhead)
    XCTAssertEqual(width(state)?.name, "Width", "a new value, the same name")
    XCTAssertEqual(
      ControlID.feature(.draft(.row(.widthMultiplier))).label(in: state), "Width ×2.0", "the window shows both")
  }
}
