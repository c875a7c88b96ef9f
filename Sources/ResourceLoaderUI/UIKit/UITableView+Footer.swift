#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    extension UITableView {
        /// Shows `view` under the last row, sized first: the table's width, and the height its content fits at that
        /// width (``ListFooter/viewHeight(fittingHeight:frameHeight:)``). A table takes only the height of its
        /// footer's frame, and reads it when the footer is set, so the view is sized before it is set, and set
        /// again (after `nil`) when it is the footer already.
        func setFooterSizedToFit(_ view: UIView?) {
            guard let view else {
                tableFooterView = nil
                return
            }
            let width = bounds.width
            let fitting = view.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            let height = ListFooter.viewHeight(
                fittingHeight: Double(fitting.height), frameHeight: Double(view.frame.height))
            view.frame = CGRect(x: 0, y: 0, width: width, height: CGFloat(height))
            if tableFooterView === view { tableFooterView = nil }
            tableFooterView = view
        }
    }
#endif
