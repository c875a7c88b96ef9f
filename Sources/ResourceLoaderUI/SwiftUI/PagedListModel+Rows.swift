#if canImport(SwiftUI)
    import ResourcePaging
    import ResourceStore
    import SwiftUI

    extension PagedListModel {
        /// The list's rows for a SwiftUI `List`: a `Section` per section of the list, a row per item, and each row,
        /// as it appears, asks the list for more (``ResourcePaging/PagedList/loadMoreIfNeeded(currentItem:)``).
        ///
        /// ```swift
        /// List {
        ///     users.rows { user in Text(user.name) }
        /// }
        /// ```
        ///
        /// Call it in `body`, so that the view redraws when the list changes. Its rows tell a
        /// `keepsListPlace(in:)` around their `List` which of them are on screen.
        public func rows<Row: View>(@ViewBuilder _ row: @escaping (Resource.Item) -> Row) -> some View {
            rows(header: { _ in EmptyView() }, row: row)
        }

        /// The list's rows with its placeholders drawn (``sectionsWithPlaceholders``), for a list whose
        /// ``ResourcePaging/PagedList/showsPlaceholders`` is on: a loaded row asks for more as it appears, as in
        /// ``rows(_:)``, and a placeholder asks for its page (``ResourcePaging/PagedList/loadMoreIfNeeded(atPosition:)``):
        /// the page that holds it when it is far from the loaded rows, the next or previous one when it is near.
        ///
        /// ```swift
        /// List {
        ///     messages.rows { message in
        ///         Text(message.text)
        ///     } placeholder: { position in
        ///         Text("Message \(position + 1)…")
        ///     }
        /// }
        /// ```
        public func rows<Row: View, Placeholder: View>(
            @ViewBuilder _ row: @escaping (Resource.Item) -> Row,
            @ViewBuilder placeholder: @escaping (_ position: Int) -> Placeholder
        ) -> some View {
            let list = self.list
            return ForEach(sectionsWithPlaceholders, id: \.id) { section in
                Section {
                    ForEach(section.items) { drawn in
                        switch drawn {
                        case .item(let item):
                            row(item)
                                .onAppear { list.loadMoreIfNeeded(currentItem: item.id) }
                                .onDisappear { list.rowDisappeared(item.id) }
                        case .placeholder(let position):
                            placeholder(position)
                                .onAppear { list.loadMoreIfNeeded(atPosition: position) }
                                .onDisappear { list.placeholderDisappeared(atPosition: position) }
                        }
                    }
                }
            }
        }

        /// The list's rows, with a header for each section, made from the section's id (here a list grouped by the
        /// initial of the name).
        ///
        /// ```swift
        /// List {
        ///     users.rows { initial in
        ///         Text(initial)
        ///     } row: { user in
        ///         Text(user.name)
        ///     }
        /// }
        /// ```
        public func rows<Header: View, Row: View>(
            @ViewBuilder header: @escaping (SectionID) -> Header,
            @ViewBuilder row: @escaping (Resource.Item) -> Row
        ) -> some View {
            let list = self.list
            return ForEach(sections, id: \.id) { section in
                Section {
                    ForEach(section.items) { item in
                        row(item)
                            .onAppear {
                                list.loadMoreIfNeeded(currentItem: item.id)
                                ListRowPlaces.place(for: list, of: Resource.Item.ID.self)?.rowAppeared(item.id)
                            }
                            .onDisappear {
                                list.rowDisappeared(item.id)
                                ListRowPlaces.place(for: list, of: Resource.Item.ID.self)?.rowDisappeared(item.id)
                            }
                    }
                } header: {
                    header(section.id)
                }
            }
        }
    }
#endif
