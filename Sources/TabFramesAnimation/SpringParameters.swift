import FoundationEssentials
import Glibc

/// A spring in SwiftUI's terms (response, damping fraction, blend duration) and the physical
/// constants the integrator uses (mass 1). docs/FIDELITY.md §2.
package struct SpringParameters: Sendable, Equatable {
  package var response: Double
  package var dampingFraction: Double
  package var blendDuration: Double

  package init(response: Double, dampingFraction: Double, blendDuration: Double = 0) {
    self.response = response
    self.dampingFraction = dampingFraction
    self.blendDuration = blendDuration
  }

  /// k = (2π / response)², clamped as the fluid spring clamps it.
  package var stiffness: Double { min(pow(2 * .pi / response, 2), 45_000) }
  /// c = 2ζ√k.
  package var damping: Double { 2 * dampingFraction * stiffness.squareRoot() }

  /// iOS 17's duration/bounce form: ζ = 1 − bounce for bounce ≥ 0, 1 / (1 + bounce) below.
  package static func duration(_ duration: Double, bounce: Double, blendDuration: Double = 0) -> SpringParameters {
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return SpringParameters(response: duration, dampingFraction: max(zeta, 0.0001), blendDuration: blendDuration)
  }
}

/// The closed form of a spring from 0 to 1 (docs/FIDELITY.md §2): the independent check of the integrator.
package enum SpringClosedForm {
  package static func value(_ p: SpringParameters, at t: Double, initialVelocity v0: Double = 0) -> Double {
    let w0 = 2 * .pi / p.response
    let z = p.dampingFraction
    if z < 1 {
      let wd = w0 * (1 - z * z).squareRoot()
      return 1 - exp(-z * w0 * t) * (cos(wd * t) + ((z * w0 - v0) / wd) * sin(wd * t))
    } else if z == 1 {
      return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
    } else {
      let r = (z * z - 1).squareRoot()
      let s1 = -w0 * (z - r)
      let s2 = -w0 * (z + r)
      let a = (-v0 - s2) / (s1 - s2)
      return 1 - a * exp(s1 * t) - (1 - a) * exp(s2 * t)
    }
  }
}
