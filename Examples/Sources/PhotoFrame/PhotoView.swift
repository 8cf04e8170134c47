import Widgetty

/// The picture filling the widget with its name on a gradient, or where to put one.
struct PhotoView: View {
    let entry: PhotoEntry

    var body: some View {
        if let photo = entry.photo {
            GeometryReader { space in
                ZStack(alignment: .bottomLeading) {
                    Image(uiImage: photo)
                        .resizable()
                        .scaledToFill()
                        .frame(width: space.size.width, height: space.size.height)
                        .clipped()
                    Text(entry.name)
                        .font(.caption)
                        .foregroundStyle(.white)
                        .padding(.horizontal, 8)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(LinearGradient(colors: [.black.opacity(0.2), .black.opacity(0.8)], startPoint: .leading, endPoint: .trailing))
                }
            }
        } else {
            ContentUnavailableView("No photo", systemImage: "photo",
                                   description: Text("Put photo.png or photo.jpg in the group.photo-frame folder."))
        }
    }
}

#Preview("Empty frame", as: .systemSmall) {
    PhotoFrameWidget()
} timeline: {
    PhotoEntry(date: .now, photo: nil, name: "")
}
